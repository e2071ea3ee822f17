import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { VersionWatcher } from './version/version-watcher';

/** The root route: the session for every page below, the version watch, and scroll restoration. */
export function AppRoot() {
  return (
    <AuthProvider>
      <VersionWatcher />
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
