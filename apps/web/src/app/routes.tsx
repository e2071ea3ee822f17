import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { CrashPage } from './pages/crash-page';
import { NotFoundPage } from './pages/not-found-page';
import { AccessGate } from './routing/access-gate';
import { PAGES } from './routing/lazy-pages';
import { ROUTE_TABLE, type TRouteEntry } from './routing/route-table';
import { AuthLayout } from './shell/auth-layout';
import { ShellLayout } from './shell/shell-layout';

const toRoute = (entry: TRouteEntry): RouteObject => ({
  path: entry.path,
  element: entry.page === 'notFound' ? <NotFoundPage /> : createElement(PAGES[entry.page]),
});

const isVisitorPage = (entry: TRouteEntry) => entry.access === 'guest' || entry.access === 'public';

/** The routes of the spec's table; AccessGate applies the redirects and role rules of resolveRoute. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashPage />,
    children: [
      {
        element: <AccessGate />,
        children: [
          { element: <AuthLayout />, children: ROUTE_TABLE.filter(isVisitorPage).map(toRoute) },
          {
            element: <ShellLayout />,
            children: [
              ...ROUTE_TABLE.filter((entry) => !isVisitorPage(entry)).map(toRoute),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
