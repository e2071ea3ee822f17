import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useAuth } from '../../features/auth/auth-context';
import { resolveRoute, type TRouteDecision } from './resolve-route';

/** The access decision for the current location and user (see resolveRoute). */
export function useRouteDecision(): TRouteDecision {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  return useMemo(() => resolveRoute({ pathname, search }, user), [pathname, search, user]);
}

/**
 * Waits for the start-up session check, then applies the route decision's redirects. Pages that
 * the user may not see are answered by the layouts ("no access", "not found").
 */
export function AccessGate() {
  const { t } = useTranslation();
  const { status, user, exitTo, clearExitTo } = useAuth();
  const decision = useRouteDecision();
  const arrived = decision.kind !== 'redirect';

  useEffect(() => {
    if (arrived && exitTo) clearExitTo();
  }, [arrived, exitTo, clearExitTo]);

  if (status === 'loading') return <FullPageLoader label={t('common:loading.app')} />;
  if (decision.kind === 'redirect') {
    // After a deliberate logout the login page should not offer to return to the page just left.
    const to = !user && exitTo && decision.to.startsWith('/login') ? exitTo : decision.to;
    return <Navigate to={to} replace />;
  }
  // The layout (visitor's or signed-in) is a chunk of its own, usually here already (preloadRoute).
  return (
    <Suspense fallback={<FullPageLoader label={t('common:loading.app')} />}>
      <Outlet />
    </Suspense>
  );
}
