import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createVersionWatch, fetchAppVersion } from './version-watch';

/** Reloads the page (with an empty cache) when a new version of the app has been deployed. */
export function VersionWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const watch = createVersionWatch({
      fetchVersion: () => fetchAppVersion(),
      onChange: () => {
        queryClient.clear();
        window.location.reload();
      },
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      onFocus: (callback) => {
        window.addEventListener('focus', callback);
        return () => window.removeEventListener('focus', callback);
      },
    });
    watch.start();
    return () => watch.stop();
  }, [queryClient]);
  return null;
}
