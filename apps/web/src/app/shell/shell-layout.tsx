import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AfterPageLoad, PageShown } from '../../components/after-page-load';
import { FullPageLoader } from '../../components/full-page-loader';
import { LazyDialog } from '../../components/lazy-dialog';
import { lazyPart } from '../../lib/i18n/lazy-part';
import { useRouteDecision } from '../routing/access-gate';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { OfflineBanner } from './offline-banner';
import classes from './shell.module.css';

// What a wrong address or another role's page shows, which few visits need.
const NoAccessPage = lazy(() =>
  import('../pages/no-access-page').then((module) => ({ default: module.NoAccessPage })),
);
const NotFoundPage = lazy(() =>
  import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

// The session checks warn minutes before a session runs out: fetched once the page is there.
const SessionGuard = lazy(() =>
  import('../../features/auth/session/session-guard').then((module) => ({ default: module.SessionGuard })),
);

// The phone's sidebar (a Drawer) is fetched when first opened: on a wide screen it never is.
const sidebar = lazyPart(
  () => import('./app-sidebar').then((module) => ({ default: module.AppSidebar })),
  ['navbar'],
);

/** The logged-in shell: header, mobile sidebar, the page, footer, and the session checks. */
export function ShellLayout() {
  const { t } = useTranslation();
  const decision = useRouteDecision();
  const { pathname } = useLocation();
  const [sidebarOpened, sidebarState] = useDisclosure(false);

  // A route change closes the sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    sidebarState.close();
  }, [pathname]);

  let content = <Outlet />;
  if (decision.kind === 'forbidden') content = <NoAccessPage />;
  else if (decision.kind === 'page' && decision.page === 'notFound') content = <NotFoundPage />;

  return (
    <div className={classes.page}>
      <a href="#main-content" className="skip-link">
        {t('common:skipToContent')}
      </a>
      <AppHeader sidebarOpened={sidebarOpened} onToggleSidebar={sidebarState.toggle} />
      {/* Under the sticky header (64 px high), so it stays in view while offline. */}
      <OfflineBanner top={64} />
      <LazyDialog dialog={sidebar} opened={sidebarOpened} onClose={sidebarState.close} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<FullPageLoader label={t('common:loading.page')} minHeight="50vh" />}>
          {content}
          <PageShown />
        </Suspense>
      </main>
      <AppFooter />
      <AfterPageLoad>
        <SessionGuard />
      </AfterPageLoad>
    </div>
  );
}
