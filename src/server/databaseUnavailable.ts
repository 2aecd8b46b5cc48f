/**
 * Tells "PostgreSQL cannot be reached right now" (a restart, a failover, a cut
 * connection: worth a 503 and a retry) from anything else (a bug: a 500).
 * Drizzle wraps driver errors ("Failed query: ...", cause) and Payload rewraps
 * some by message only ("cannot begin transaction: ..."), so both are checked.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'])
// "cannot begin transaction": Payload keeps only the message, and a BEGIN fails only for want of a connection.
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|database system is (shutting down|starting up|in recovery mode)|not queryable|timeout exceeded when trying to connect|cannot begin transaction/i

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    // SQLSTATE class 08: connection exception.
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
  }
  return false
}
