import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, type TApiErrorItem } from '@taskas/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { minimum?: unknown; maximum?: unknown; format?: unknown; origin?: unknown; keys?: unknown };
};

/**
 * Every failure leaves the server as a coded envelope: validation issues per field, Fastify's own
 * errors by their code, anything unexpected as E5001 with the request id (the stack stays in the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.status, [
        { code: error.code, message: error.message, field: error.field, details: error.details },
      ]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return send(request, reply, 400, issues.map(validationItem));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, 400, [
          { code: ErrorCode.INVALID_FORMAT, message: 'The request body is not valid JSON', field: null },
        ]);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 413, [
          {
            code: ErrorCode.INVALID_LENGTH,
            message: 'The request body is too large',
            field: null,
            details: { limit_bytes: app.initialConfig.bodyLimit },
          },
        ]);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, [
          {
            code: ErrorCode.INVALID_FORMAT,
            message: 'Send the request body as application/json',
            field: null,
          },
        ]);
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, [
        { code: ErrorCode.RATE_LIMIT_EXCEEDED, message: 'Too many requests - please try again later' },
      ]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, [
        { code: ErrorCode.VALIDATION_FAILED, message: 'Bad request - please check your input', field: null },
      ]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(request, reply, 503, [
        {
          code: ErrorCode.DATABASE_ERROR,
          message: 'The database is not available right now - please try again shortly',
          field: null,
          details: { retry_after_seconds: DATABASE_RETRY_AFTER_SECONDS },
        },
      ]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, [
      {
        code: ErrorCode.SERVER_ERROR,
        message: `Internal server error (request ${request.id})`,
        field: null,
        details: { request_id: request.id },
      },
    ]);
  });
}

function validationItem(issue: ValidationIssue): TApiErrorItem {
  const { minimum, maximum, format, origin, keys } = issue.params;
  // An unknown field is named itself (`{ fontsize }` → `fontsize`), not the object it was found in.
  const unknown = issue.keyword === 'unrecognized_keys' && Array.isArray(keys) ? String(keys[0]) : '';
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = [path, unknown].filter(Boolean).join('.') || null;
  const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  return {
    code: missing ? ErrorCode.REQUIRED_FIELD : codeForZodIssue(issue.keyword, minimum, origin),
    message: missing ? 'This field is required' : (issue.message ?? 'Invalid value'),
    field,
    details: {
      issue: missing ? 'required' : issue.keyword,
      ...(minimum !== undefined ? { minimum: Number(minimum) } : {}),
      ...(maximum !== undefined ? { maximum: Number(maximum) } : {}),
      ...(typeof format === 'string' ? { format } : {}),
      ...(unknown ? { keys } : {}),
    },
  };
}

function codeForZodIssue(keyword: string, minimum: unknown, origin: unknown): ErrorCode {
  switch (keyword) {
    case 'invalid_type':
      return ErrorCode.INVALID_TYPE;
    case 'too_small':
      if (origin === 'string')
        return Number(minimum) === 1 ? ErrorCode.REQUIRED_FIELD : ErrorCode.INVALID_LENGTH;
      return ErrorCode.OUT_OF_RANGE;
    case 'too_big':
      return origin === 'string' ? ErrorCode.INVALID_LENGTH : ErrorCode.OUT_OF_RANGE;
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_string':
      return ErrorCode.INVALID_FORMAT;
    default:
      return ErrorCode.VALIDATION_FAILED;
  }
}

/** Every item has all four fields, `field` and `details` null when they say nothing. */
function send(request: FastifyRequest, reply: FastifyReply, status: number, errors: TApiErrorItem[]) {
  const items = errors.map((item) => ({ ...item, field: item.field ?? null, details: item.details ?? null }));
  return reply.status(status).type('application/json; charset=utf-8').send(failure(request, items));
}

/** Fastify's own early refusals (a URL that does not decode, a path parameter too long) in the envelope. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 400, [
    {
      code: ErrorCode.INVALID_FORMAT,
      message: 'The request address is not valid',
      field: null,
      details: { reason: error.code },
    },
  ]);
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request did not arrive in time',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: ErrorCode.INVALID_LENGTH,
    message: 'The request headers are too large',
  },
};

/**
 * Errors Node's HTTP parser meets before there is a request (malformed request line, headers too large,
 * a body that stops arriving): answered on the socket in the same envelope, then the socket is closed.
 */
export function clientErrorHandler(version: string) {
  return function onClientError(err: NodeJS.ErrnoException, socket: Duplex) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const known = CLIENT_ERRORS[err.code ?? ''] ?? {
      status: 400,
      code: ErrorCode.INVALID_FORMAT,
      message: 'The request is malformed',
    };
    const requestId = randomUUID();
    const body = JSON.stringify({
      data: null,
      meta: { timestamp: new Date().toISOString(), version, request_id: requestId },
      errors: [
        { code: known.code, message: known.message, field: null, details: { reason: err.code ?? null } },
      ],
    });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
