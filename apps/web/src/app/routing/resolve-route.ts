import type { Role } from '@taskas/contracts';
import { matchPath } from 'react-router';
import { HOME_BY_ROLE, REDIRECT_PATHS, ROUTE_TABLE, type TPageId, type TRouteEntry } from './route-table';

export type TRouteLocation = { pathname: string; search?: string };
export type TRouteUser = { role: string } | null;

export type TRouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; page: TPageId; params: Record<string, string> }
  | { kind: 'forbidden'; page: TPageId; allowed: readonly Role[] };

const LOGIN = '/login';
const REGISTER = '/register';

function isRole(role: string): role is Role {
  return role in HOME_BY_ROLE;
}

/** Where "home" is for a role; an unknown role has none and goes to the login page. */
export function homePathFor(role: string): string {
  return isRole(role) ? HOME_BY_ROLE[role] : LOGIN;
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function findRoute(pathname: string): { entry: TRouteEntry; params: Record<string, string> } | null {
  for (const entry of ROUTE_TABLE) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).filter((pair): pair is [string, string] => pair[1] !== undefined),
    );
    const numericOk = (entry.numericParams ?? []).every((name) => /^[1-9]\d{0,15}$/.test(params[name] ?? ''));
    return numericOk ? { entry, params } : null;
  }
  return null;
}

/** The route-table entry whose path `pathname` matches, or null for a path the app does not have. */
export function routeAt(pathname: string): TRouteEntry | null {
  return findRoute(normalisePath(pathname))?.entry ?? null;
}

const GUEST_PATHS = new Set(
  ROUTE_TABLE.filter((entry) => entry.access === 'guest').map((entry) => entry.path),
);

/**
 * A path to return to after login, or null when it is not one: only same-site paths
 * ("/tasks?x=1"), never another origin ("//evil.example") and never a guest page.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const pathname = normalisePath(raw.split(/[?#]/)[0] ?? '/');
  if (GUEST_PATHS.has(pathname)) return null;
  return raw;
}

export function loginRedirectFor(location: TRouteLocation, page = LOGIN): string {
  const origin = `${location.pathname}${location.search ?? ''}`;
  return normalisePath(location.pathname) === '/' ? page : `${page}?returnUrl=${encodeURIComponent(origin)}`;
}

/**
 * What the web app shows at a location for a user (null = not logged in): a page, a redirect, or
 * the "no access" page. The server enforces the same roles on every call; this only spares people
 * pages that would fail.
 */
export function resolveRoute(location: TRouteLocation, user: TRouteUser): TRouteDecision {
  const pathname = normalisePath(location.pathname);

  if (pathname === REDIRECT_PATHS.home) {
    return user ? { kind: 'redirect', to: homePathFor(user.role) } : { kind: 'redirect', to: LOGIN };
  }
  if (pathname === REDIRECT_PATHS.tutorDashboardAlias) {
    return user
      ? { kind: 'redirect', to: HOME_BY_ROLE.tutor }
      : { kind: 'redirect', to: loginRedirectFor(location) };
  }

  const found = findRoute(pathname);
  if (!found) {
    return user
      ? { kind: 'page', page: 'notFound', params: {} }
      : { kind: 'redirect', to: loginRedirectFor(location) };
  }

  const { entry, params } = found;
  if (entry.access === 'public') return { kind: 'page', page: entry.page, params };

  if (entry.access === 'guest') {
    if (!user) return { kind: 'page', page: entry.page, params };
    const home = homePathFor(user.role);
    // A user whose role the app does not know stays on the login page rather than loop.
    if (home === LOGIN)
      return entry.path === LOGIN
        ? { kind: 'page', page: entry.page, params }
        : { kind: 'redirect', to: LOGIN };
    const returnUrl =
      entry.path === LOGIN || entry.path === REGISTER
        ? safeReturnUrl(new URLSearchParams(location.search ?? '').get('returnUrl'))
        : null;
    return { kind: 'redirect', to: returnUrl ?? home };
  }

  if (!user) {
    const page = entry.visitorsTo === 'register' ? REGISTER : LOGIN;
    return { kind: 'redirect', to: loginRedirectFor(location, page) };
  }
  if (!isRole(user.role)) return { kind: 'redirect', to: LOGIN };
  if (!entry.access.includes(user.role))
    return { kind: 'forbidden', page: entry.page, allowed: entry.access };
  return { kind: 'page', page: entry.page, params };
}
