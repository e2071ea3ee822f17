import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { SessionGuard } from '../../features/auth/session/session-guard';
import { NoAccessPage } from '../pages/no-access-page';
import { NotFoundPage } from '../pages/not-found-page';
import { useRouteDecision } from '../routing/access-gate';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { OfflineBanner } from './offline-banner';
import classes from './shell.module.css';

/** The logged-in shell: header, mobile sidebar, the page, footer, and the session checks. */
export function ShellLayout() {
  const { t } = useTranslation();
  const decision = useRouteDecision();
  const { pathname } = useLocation();
  const [sidebarOpened, sidebar] = useDisclosure(false);

  // A route change closes the sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    sidebar.close();
  }, [pathname]);

  let content = <Outlet />;
  if (decision.kind === 'forbidden') content = <NoAccessPage />;
  else if (decision.kind === 'page' && decision.page === 'notFound') content = <NotFoundPage />;

  return (
    <div className={classes.page}>
      <a href="#main-content" className="skip-link">
        {t('common:skipToContent')}
      </a>
      <AppHeader sidebarOpened={sidebarOpened} onToggleSidebar={sidebar.toggle} />
      {/* Under the sticky header (64 px high), so it stays in view while offline. */}
      <OfflineBanner top={64} />
      <AppSidebar opened={sidebarOpened} onClose={sidebar.close} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<FullPageLoader label={t('common:loading.page')} minHeight="50vh" />}>
          {content}
        </Suspense>
      </main>
      <AppFooter />
      <SessionGuard />
    </div>
  );
}
