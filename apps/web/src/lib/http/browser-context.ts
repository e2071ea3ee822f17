/** The pages a visitor uses to get a session; a 401 there is expected, never a reason to redirect. */
export const AUTH_PAGE_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
] as const;

export type TPageLocation = { pathname: string; search: string };

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE_PATHS.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Reads one cookie from `document.cookie`; null outside a browser or when it is not set. */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function currentPageLocation(): TPageLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  return { pathname: window.location.pathname, search: window.location.search };
}

/** `navigator.onLine` is only trustworthy when false, so anything else counts as online. */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The default reaction to a session that cannot be refreshed: the login page, remembering where we were. */
export function redirectToLogin(returnUrl: string): void {
  if (typeof window === 'undefined' || isAuthPage(window.location.pathname)) return;
  window.location.assign(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
}
