import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { PreferencesEffects } from '../features/preferences/preferences-effects';
import { VersionWatcher } from './version/version-watcher';

/**
 * The root route: the session for every page below, the preferences in effect (font size, motion, maths
 * notation), the version watch, and scroll restoration.
 */
export function AppRoot() {
  return (
    <AuthProvider>
      <PreferencesEffects>
        <VersionWatcher />
        <ScrollRestoration />
        <Outlet />
      </PreferencesEffects>
    </AuthProvider>
  );
}
