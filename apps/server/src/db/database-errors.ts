/**
 * Which failures mean "the database is not available right now" (answered 503 E5003 with Retry-After,
 * decision 010) rather than a fault in our code (500 E5001). One place, used by the error handler and
 * by /health.
 */

/** What a client is told to wait before trying again after a 503 E5003. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network failures of the connection itself (Node's codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable or overloaded server: class 08 (connection exception) by
 * prefix, and these: statement cancelled (our `statement_timeout`), shutting down, starting up,
 * too many connections.
 */
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** pg and pg-pool say these in the message only, with no code. */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Query read timeout$/,
  /is not queryable$/,
];

export type DatabaseProblem = 'timeout' | 'refused' | 'lost' | 'busy';

/** The kind of unavailability, or null when the error is something else (a bug, a constraint, …). */
export function databaseProblemOf(error: unknown, depth = 0): DatabaseProblem | null {
  if (!(error instanceof Error) || depth > 3) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'ECONNREFUSED') return 'refused';
    if (code === 'ETIMEDOUT') return 'timeout';
    if (NETWORK_CODES.has(code)) return 'lost';
    if (code === '57014') return 'timeout';
    if (code === '53300' || code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED') return 'busy';
    if (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'lost';
  }
  if (error.message === 'timeout exceeded when trying to connect') return 'busy';
  if (/timeout/i.test(error.message) && DRIVER_MESSAGES.some((re) => re.test(error.message)))
    return 'timeout';
  if (DRIVER_MESSAGES.some((re) => re.test(error.message))) return 'lost';
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  const nested = [
    ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
    (error as { cause?: unknown }).cause,
  ];
  for (const inner of nested) {
    const problem = databaseProblemOf(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseProblemOf(error) !== null;
}

/**
 * A fixed text for /health: never the driver's message, which can name hosts, users or databases.
 */
export function describeDatabaseProblem(problem: DatabaseProblem | null): string {
  switch (problem) {
    case 'timeout':
      return 'the database did not answer in time';
    case 'refused':
      return 'the database refused the connection';
    case 'lost':
      return 'the connection to the database was lost';
    case 'busy':
      return 'the database is busy: no connection was free in time';
    default:
      return 'the database query failed';
  }
}
