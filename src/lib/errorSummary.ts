/**
 * What a log line may say about a failure. drizzle's "Failed query" errors
 * carry the SQL and every parameter (a visitor's name, phone, e-mail, address);
 * the driver's own message in `cause` says what went wrong without them.
 */
export function errorSummary(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } }
  const text = typeof cause?.message === 'string' ? cause.message : typeof message === 'string' ? message : String(error)
  const firstLine = text.split('\n')[0].trim()
  // A wrapped query error without a cause: its first line is only the label.
  return firstLine.startsWith('Failed query') ? 'query failed (parameters withheld)' : firstLine
}
