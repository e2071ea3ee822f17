import type { TMeta } from '@taskas/contracts';
import { isRecord } from './api-error.ts';

/** JSON when the body parses, the raw text when it does not (a proxy's HTML page), null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Splits the spec's `{data, meta, errors}` envelope. A body without the envelope's keys is the data
 * itself, so endpoints outside the envelope (and older ones) still work.
 */
export function unwrapEnvelope(body: unknown): { data: unknown; meta: TMeta | null } {
  if (isRecord(body) && 'data' in body && ('meta' in body || 'errors' in body)) {
    return { data: body.data ?? null, meta: isRecord(body.meta) ? (body.meta as TMeta) : null };
  }
  return { data: body, meta: null };
}
