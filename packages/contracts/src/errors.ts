/**
 * The error catalogue of the product specification (§8), defined once for server and web.
 * Codes E6xxx are produced only by the client (network errors never reach a server).
 */
export const ErrorCode = {
  AUTH_EXPIRED: 'E1001',
  AUTH_INVALID: 'E1002',
  AUTH_MISSING: 'E1003',
  AUTH_FAILED: 'E1004',
  TOKEN_REFRESH_FAILED: 'E1005',
  VALIDATION_FAILED: 'E2001',
  REQUIRED_FIELD: 'E2002',
  INVALID_FORMAT: 'E2003',
  VALIDATION: 'E2004',
  INVALID_LENGTH: 'E2005',
  INVALID_TYPE: 'E2006',
  OUT_OF_RANGE: 'E2007',
  FORBIDDEN: 'E3001',
  INSUFFICIENT_PERMISSIONS: 'E3002',
  ROLE_REQUIRED: 'E3003',
  NOT_FOUND: 'E4001',
  CONFLICT: 'E4002',
  GONE: 'E4003',
  DUPLICATE: 'E4004',
  DUPLICATE_ENTRY: 'E4005',
  SERVER_ERROR: 'E5001',
  SERVICE_UNAVAILABLE: 'E5002',
  DATABASE_ERROR: 'E5003',
  EXTERNAL_SERVICE_ERROR: 'E5004',
  RATE_LIMIT_EXCEEDED: 'E5005',
  NETWORK_ERROR: 'E6001',
  TIMEOUT: 'E6002',
  CONNECTION_FAILED: 'E6003',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ALL_ERROR_CODES = Object.values(ErrorCode) as ErrorCode[];

/** HTTP status the server answers with for each code it raises. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  E1001: 401,
  E1002: 401,
  E1003: 401,
  E1004: 401,
  E1005: 401,
  E2001: 400,
  E2002: 400,
  E2003: 400,
  E2004: 422,
  E2005: 400,
  E2006: 400,
  E2007: 400,
  E3001: 403,
  E3002: 403,
  E3003: 403,
  E4001: 404,
  E4002: 409,
  E4003: 410,
  E4004: 409,
  E4005: 409,
  E5001: 500,
  E5002: 503,
  E5003: 500,
  E5004: 502,
  E5005: 429,
  E6001: 0,
  E6002: 0,
  E6003: 0,
};

/**
 * The spec's status mapping, used by the client when a response carries no code of its own:
 * 400 and 422 validation failed; 401 auth expired; 403 auth invalid; 404 not found;
 * 429, 502, 503, 504 service unavailable; 500 (and anything else) server error.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return ErrorCode.VALIDATION_FAILED;
    case 401:
      return ErrorCode.AUTH_EXPIRED;
    case 403:
      return ErrorCode.AUTH_INVALID;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 429:
    case 502:
    case 503:
    case 504:
      return ErrorCode.SERVICE_UNAVAILABLE;
    default:
      return ErrorCode.SERVER_ERROR;
  }
}

/** The spec's default messages by HTTP status (English; the web app translates them). */
export const DEFAULT_STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request - please check your input',
  401: 'Authentication required',
  403: 'Access denied',
  404: 'Resource not found',
  422: 'Invalid data provided',
  429: 'Too many requests - please try again later',
  500: 'Internal server error',
  502: 'Service temporarily unavailable',
  503: 'Service unavailable',
  504: 'Service timeout',
};

/** The spec's network messages, keyed by the situation they describe. */
export const NETWORK_MESSAGES = {
  connectionTimeout: 'Connection timeout - please check your internet connection',
  networkUnavailable: 'Network unavailable - please check your internet connection',
  connectionLost: 'Internet connection lost',
  serviceUnavailable: 'Service unavailable - please try again later',
  requestTimeout: 'Request timeout - please try again',
  networkError: 'Network error - please check your connection',
} as const;

export type NetworkMessageKey = keyof typeof NETWORK_MESSAGES;
