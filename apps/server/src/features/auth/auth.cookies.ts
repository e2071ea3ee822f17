import { COOKIE_NAMES, SESSION } from '@taskas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from './tokens.ts';

const REFRESH_MAX_AGE = SESSION.refreshTtlDays * 86_400;

/**
 * Session and refresh cookies are httpOnly; the CSRF cookie is the one the page can read. Set at login,
 * registration and refresh.
 */
export function setAuthCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  refreshToken: string,
) {
  const secure = request.protocol === 'https';
  reply.setCookie(COOKIE_NAMES.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_MAX_AGE,
  });
  reply.setCookie(COOKIE_NAMES.refresh, refreshToken, {
    path: '/api/users',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: REFRESH_MAX_AGE,
  });
  // A new CSRF token with every new session: one planted before login must not outlive it.
  reply.setCookie(COOKIE_NAMES.csrf, newToken(), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_MAX_AGE,
  });
}

/** After logout (or a refused refresh) no cookie is left that would suggest a session to renew. */
export function clearAuthCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIE_NAMES.session, { path: '/' });
  reply.clearCookie(COOKIE_NAMES.refresh, { path: '/api/users' });
  reply.clearCookie(COOKIE_NAMES.csrf, { path: '/' });
}
