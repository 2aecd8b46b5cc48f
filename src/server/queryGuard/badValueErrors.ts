/**
 * The last line of defence behind checkQuery.ts: a request value PostgreSQL
 * cannot use (a text where a number goes, a number out of range, a negative
 * offset: SQLSTATE class 22, "data exception"; an operator the column's type
 * lacks: 42883) or a query that is not JSON is
 * the client's mistake, answered 400 with a message rather than 500.
 */
import type { AfterErrorHook } from 'payload'

function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let i = 0; i < 4 && current; i++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

export const badValuesAreClientErrors: AfterErrorHook = ({ error }) => {
  if (error instanceof SyntaxError) {
    return { status: 400, response: { errors: [{ message: 'The query is not valid JSON.' }] } }
  }
  const state = sqlState(error)
  // 42883: an operator that does not exist for the column's type (text matching on a date, say).
  if (state === '42883') {
    return { status: 400, response: { errors: [{ message: 'This operator does not apply to that field.' }] } }
  }
  if (state?.startsWith('22')) {
    return {
      status: 400,
      response: { errors: [{ message: 'A value in the request does not fit its field (for example an id that is not a whole number).' }] },
    }
  }
  return undefined
}
