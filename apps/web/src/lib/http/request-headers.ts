import { CSRF_HEADER } from '@taskas/contracts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type THeaderInput = {
  method: string;
  hasBody: boolean;
  csrfToken: string | null;
  extra?: Record<string, string>;
};

/**
 * JSON headers plus the CSRF token on state-changing methods. Content-Type only goes with a body:
 * the server rejects an empty body that claims to be JSON.
 */
export function buildHeaders({ method, hasBody, csrfToken, extra }: THeaderInput): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (csrfToken && UNSAFE_METHODS.has(method)) headers[CSRF_HEADER] = csrfToken;
  return { ...headers, ...extra };
}
