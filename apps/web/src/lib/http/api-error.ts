import {
  ALL_ERROR_CODES,
  DEFAULT_STATUS_MESSAGES,
  ErrorCode,
  errorCodeForStatus,
  NETWORK_MESSAGES,
  type TApiErrorItem,
} from '@taskas/contracts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again';

/** A list call's data that is not a list (spec §8). */
export const INVALID_LIST_MESSAGE = 'Invalid response format: expected data to be an array';

/**
 * Why a request got no HTTP answer at all: `connectionTimeout`, no response headers within the
 * timeout; `timeout`, headers but not the whole body; `offline`, failed while the browser says it is
 * offline; `network`, any other failure to reach the server.
 */
export type TNetworkFailure = 'connectionTimeout' | 'timeout' | 'offline' | 'network';

type TApiErrorInit = {
  status: number;
  code: ErrorCode;
  messageKey: string;
  message: string;
  field?: string | null;
  details?: Record<string, unknown> | null;
  errors?: TApiErrorItem[];
  requestId?: string | null;
  cause?: unknown;
};

/**
 * The one error every `lib/http` call rejects with.
 *
 * `message` is the server's own wording when it sent one (English), else the spec's default text.
 * `messageKey` names a translation in the web app's `common` namespace; the keys it can take are:
 * - `errors.E1001` … `errors.E5005`: a catalogue code the server sent, plus `errors.E1001` for
 *   "Session expired, please login again" after a failed refresh, `errors.E2001` for a body with an
 *   errors array but no known code, `errors.E2002` for a body with `field` and `message`, and
 *   `errors.E5001` for a status without a default message;
 * - `errors.status.400`, `.401`, `.403`, `.404`, `.422`, `.429`, `.500`, `.502`, `.504`: no code
 *   in the body, the status has a default message (DEFAULT_STATUS_MESSAGES);
 * - `errors.network.serviceUnavailable`: every 503, whatever code its body carries (the code is kept);
 * - `errors.network.connectionTimeout`, `errors.network.requestTimeout`, `errors.network.networkUnavailable`,
 *   `errors.network.networkError`: no answer (status 0; codes E6002, E6002, E6003, E6001);
 * - `errors.response.notAList`: a list call answered 2xx with data that is not an array (E5001).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server never answered. */
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly field: string | null;
  readonly details: Record<string, unknown> | null;
  /** Every error item of the body, for forms that mark several fields. */
  readonly errors: TApiErrorItem[];
  readonly requestId: string | null;

  constructor(init: TApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.field = init.field ?? null;
    this.details = init.details ?? null;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId ?? null;
  }
}

/** Reads a non-2xx answer the way spec §8 describes (envelope, bare body, or nothing useful). */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const errors = Array.isArray(record.errors) ? record.errors.filter(isRecord).map(toErrorItem) : [];
  const requestId = isRecord(record.meta) ? stringOrNull(record.meta.request_id) : null;
  const interpretation = interpretBody(status, record, errors[0]);
  if (status === 503) {
    // Spec §8's network message for a service that is down: the same words whatever the body says.
    interpretation.messageKey = 'errors.network.serviceUnavailable';
    interpretation.message = NETWORK_MESSAGES.serviceUnavailable;
  }
  return new ApiError({ status, errors, requestId, ...interpretation });
}

type TInterpretation = Pick<TApiErrorInit, 'code' | 'messageKey' | 'message' | 'field' | 'details'>;

function interpretBody(
  status: number,
  record: Record<string, unknown>,
  first: TApiErrorItem | undefined,
): TInterpretation {
  const bodyCode = asErrorCode(first?.code ?? record.code);
  const message = stringOrNull(record.message);
  const field = stringOrNull(record.field);
  if (first) {
    const code = bodyCode ?? ErrorCode.VALIDATION_FAILED;
    return {
      code,
      messageKey: `errors.${code}`,
      message: first.message || defaultStatusMessage(status),
      field: first.field,
      details: first.details,
    };
  }
  if (field && message) {
    const code = bodyCode ?? ErrorCode.REQUIRED_FIELD;
    return { code, messageKey: `errors.${code}`, message, field };
  }
  if (bodyCode) {
    return {
      code: bodyCode,
      messageKey: `errors.${bodyCode}`,
      message: message ?? defaultStatusMessage(status),
    };
  }
  const code = errorCodeForStatus(status);
  // Statuses without a default message have no key of their own; their code's key covers them.
  const messageKey = status in DEFAULT_STATUS_MESSAGES ? `errors.status.${status}` : `errors.${code}`;
  return { code, messageKey, message: message ?? defaultStatusMessage(status) };
}

const NETWORK_FAILURES = {
  connectionTimeout: { code: ErrorCode.TIMEOUT, messageName: 'connectionTimeout' },
  timeout: { code: ErrorCode.TIMEOUT, messageName: 'requestTimeout' },
  offline: { code: ErrorCode.CONNECTION_FAILED, messageName: 'networkUnavailable' },
  network: { code: ErrorCode.NETWORK_ERROR, messageName: 'networkError' },
} as const;

export function networkApiError(failure: TNetworkFailure, cause?: unknown): ApiError {
  const { code, messageName } = NETWORK_FAILURES[failure];
  return new ApiError({
    status: 0,
    code,
    messageKey: `errors.network.${messageName}`,
    message: NETWORK_MESSAGES[messageName],
    cause,
  });
}

/** A list call whose 2xx answer does not hold a list: the server's fault, so E5001, never retried. */
export function invalidListError(status: number, requestId: string | null = null): ApiError {
  return new ApiError({
    status,
    code: ErrorCode.SERVER_ERROR,
    messageKey: 'errors.response.notAList',
    message: INVALID_LIST_MESSAGE,
    requestId,
  });
}

/** The 401 a caller sees once the refresh cookie could not revive the session. */
export function sessionExpiredError(cause: ApiError): ApiError {
  return new ApiError({
    status: 401,
    code: ErrorCode.AUTH_EXPIRED,
    messageKey: `errors.${ErrorCode.AUTH_EXPIRED}`,
    message: SESSION_EXPIRED_MESSAGE,
    errors: cause.errors,
    requestId: cause.requestId,
    cause,
  });
}

function defaultStatusMessage(status: number): string {
  return DEFAULT_STATUS_MESSAGES[status] ?? `Server error (${status})`;
}

function toErrorItem(item: Record<string, unknown>): TApiErrorItem {
  return {
    code: stringOrNull(item.code) ?? '',
    message: stringOrNull(item.message) ?? '',
    field: stringOrNull(item.field),
    details: isRecord(item.details) ? item.details : null,
  };
}

function asErrorCode(value: unknown): ErrorCode | null {
  return ALL_ERROR_CODES.includes(value as ErrorCode) ? (value as ErrorCode) : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
