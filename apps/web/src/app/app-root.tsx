import { lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AfterPageLoad } from '../components/after-page-load';
import { AuthProvider } from '../features/auth/auth-context';
import { PreferencesEffects } from '../features/preferences/preferences-effects';

// Its first check is due minutes after the page opens: fetched once the page is there.
const VersionWatcher = lazy(() =>
  import('./version/version-watcher').then((module) => ({ default: module.VersionWatcher })),
);

/**
 * The root route: the session for every page below, the preferences in effect (font size, motion, maths
 * notation), the version watch, and scroll restoration.
 */
export function AppRoot() {
  return (
    <AuthProvider>
      <PreferencesEffects>
        <AfterPageLoad>
          <VersionWatcher />
        </AfterPageLoad>
        <ScrollRestoration />
        <Outlet />
      </PreferencesEffects>
    </AuthProvider>
  );
}
