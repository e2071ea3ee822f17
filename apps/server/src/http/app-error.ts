import { type ErrorCode, HTTP_STATUS_BY_CODE } from '@taskas/contracts';

/** The one error type routes and services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | null;
  readonly details: Record<string, unknown> | null;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; details?: Record<string, unknown>; status?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? HTTP_STATUS_BY_CODE[code];
    this.field = options.field ?? null;
    this.details = options.details ?? null;
  }
}
