import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPageLocation,
  isAuthPage,
  isBrowserOnline,
  readDocumentCookie,
  redirectToLogin,
} from './browser-context.ts';

/** happy-dom's own way to put the test page at an address. */
function visit(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

/** Stands in for the server's Set-Cookie, which is how these cookies reach a real page. */
function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookies the server would set
  document.cookie = cookie;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['csrf_token', 'csrf_token_old', 'theme']) {
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
});

describe('readDocumentCookie', () => {
  it('finds one cookie among others and decodes it', () => {
    setCookie('theme=dark; path=/');
    setCookie('csrf_token_old=stale; path=/');
    setCookie(`csrf_token=${encodeURIComponent('a b=c')}; path=/`);

    expect(readDocumentCookie('csrf_token')).toBe('a b=c');
  });

  it('returns null when the cookie is not set', () => {
    setCookie('theme=dark; path=/');
    expect(readDocumentCookie('csrf_token')).toBeNull();
  });
});

describe('currentPageLocation', () => {
  it('is the page path and query', () => {
    visit('http://localhost:3000/tasks/7?tab=history');
    expect(currentPageLocation()).toEqual({ pathname: '/tasks/7', search: '?tab=history' });
  });
});

describe('isBrowserOnline', () => {
  it('follows navigator.onLine', () => {
    expect(isBrowserOnline()).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isBrowserOnline()).toBe(false);
  });
});

describe('isAuthPage', () => {
  it('matches the login, register, forgot and reset pages and their sub-paths only', () => {
    const paths = [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/abc',
      '/loginx',
      '/tasks',
      '/',
    ];
    expect(paths.map(isAuthPage)).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('redirectToLogin', () => {
  it('goes to /login with the encoded return URL', () => {
    visit('http://localhost:3000/tasks?page=2');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectToLogin('/tasks?page=2');

    expect(assign).toHaveBeenCalledWith('/login?returnUrl=%2Ftasks%3Fpage%3D2');
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation'])(
    'stays put on %s',
    (pathname) => {
      visit(`http://localhost:3000${pathname}`);
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      redirectToLogin(pathname);

      expect(assign).not.toHaveBeenCalled();
    },
  );
});
