import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { CrashPage } from './pages/crash-page';
import { AccessGate } from './routing/access-gate';
import { isVisitorAccess, LAYOUT_PARTS, PAGES } from './routing/lazy-pages';
import { ROUTE_TABLE, type TRouteEntry } from './routing/route-table';

// The table has no `notFound` entry; ShellLayout shows that page for any path the table lacks.
const toRoute = (entry: TRouteEntry): RouteObject => ({
  path: entry.path,
  element: entry.page === 'notFound' ? null : createElement(PAGES[entry.page]),
});

const isVisitorPage = (entry: TRouteEntry) => isVisitorAccess(entry.access);

/** The routes of the spec's table; AccessGate applies the redirects and role rules of resolveRoute. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashPage />,
    children: [
      {
        element: <AccessGate />,
        children: [
          {
            element: createElement(LAYOUT_PARTS.visitor.Component),
            children: ROUTE_TABLE.filter(isVisitorPage).map(toRoute),
          },
          {
            element: createElement(LAYOUT_PARTS.signedIn.Component),
            children: [
              ...ROUTE_TABLE.filter((entry) => !isVisitorPage(entry)).map(toRoute),
              { path: '*', element: null },
            ],
          },
        ],
      },
    ],
  },
];
