import { lazy, Suspense, useSyncExternalStore } from 'react';
import { usePageLoaded } from '../lib/page-loaded';

const ToastContainer = lazy(() => import('./toast-container'));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

/** Called with every toast: one before the page has loaded fetches the container at once. */
export function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Where toasts appear. The container (with its transitions and swipe to dismiss) is not part of the
 * first load: it is fetched once the page has loaded, so that a toast shown later (offline, say) has it,
 * or with a toast shown before that, which Mantine's store keeps until the container shows it.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribe, isWanted, isWanted);
  const pageLoaded = usePageLoaded();
  return wanted || pageLoaded ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
