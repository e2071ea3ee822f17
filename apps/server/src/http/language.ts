import { DEFAULT_LANGUAGE, type Language } from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';

/** The signed-in user's language, else the browser's first supported one, else Lithuanian. */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.auth) return request.auth.user.preferred_language;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'lt' || code === 'en') return code;
  }
  return DEFAULT_LANGUAGE;
}
