/** Error codes of a database that cannot be reached or is shutting down (not of a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (ADR 0150)
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|PGlite is closed|Cannot use a pool after calling end|Query read timeout/i;

/**
 * True when `error` (or one of its causes: Drizzle wraps driver errors) says the database is
 * unreachable rather than that a query was wrong. Such requests answer 503 (ADR 0085), and the
 * pool reconnects on its own once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
