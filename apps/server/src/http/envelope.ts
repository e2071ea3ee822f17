import type { TApiErrorItem, TEnvelope, TPagination } from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';

/** Wraps a route's result in the spec's envelope. */
export function ok<T>(request: FastifyRequest, data: T, pagination?: TPagination): TEnvelope<T> {
  return { data, meta: meta(request, pagination), errors: [] };
}

/**
 * The envelope as JSON text around data items that are JSON texts already (checked against their
 * schema when they were made): the route sends it as it is, past the response serializer.
 */
export function okJson(request: FastifyRequest, items: string[], pagination?: TPagination): string {
  const rest = JSON.stringify({ meta: meta(request, pagination), errors: [] });
  return `{"data":[${items.join(',')}],${rest.slice(1)}`;
}

export function failure(request: FastifyRequest, errors: TApiErrorItem[]): TEnvelope<null> {
  return { data: null, meta: meta(request), errors };
}

function meta(request: FastifyRequest, pagination?: TPagination) {
  return {
    timestamp: new Date().toISOString(),
    version: request.server.appConfig.version,
    request_id: request.id,
    ...(pagination ? { pagination } : {}),
  };
}

export function paginationOf(page: number, perPage: number, total: number): TPagination {
  return { page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) };
}
