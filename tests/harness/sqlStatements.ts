/**
 * Counts the SQL statements a piece of work sends to PostgreSQL through a node-postgres pool, such as
 * the Payload adapter's. Every `query` of the pool's client class is counted while it is called inside
 * `measure()`'s async context (AsyncLocalStorage), so the same instance's background upkeep (the
 * allowed-origins refresh, rate-limit pruning) is left out. BEGIN and COMMIT count: each is a round
 * trip. Embedded PostgreSQL has no pg_stat_statements, hence counting on the client side.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type Query = (this: unknown, ...args: unknown[]) => unknown

/** What `pool.Client` is for a pg Pool: the class whose `query` every pooled client runs. */
export type CountablePool = { Client: { prototype: { query: Query } } }

export type StatementCount = {
  total: number
  /** Statements by shape (literals and parameters blanked), to see which of them grow. */
  byShape: Map<string, number>
  /** The first RECORDED statements as sent (text and parameters), to EXPLAIN them afterwards. */
  recorded: RecordedStatement[]
}

export type RecordedStatement = { text: string; values: unknown[] }

const RECORDED = 100

export type StatementCounter = {
  measure<T>(work: () => Promise<T>): Promise<{ result: T; statements: StatementCount }>
  /** Puts the client class's `query` back. */
  restore(): void
}

export function countStatements(pool: CountablePool): StatementCounter {
  const current = new AsyncLocalStorage<StatementCount>()
  const prototype = pool.Client.prototype
  const original = prototype.query
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    const count = current.getStore()
    if (count) {
      count.total++
      const shape = shapeOf(args[0])
      count.byShape.set(shape, (count.byShape.get(shape) ?? 0) + 1)
      if (count.recorded.length < RECORDED) count.recorded.push(recordedOf(args))
    }
    return original.apply(this, args)
  }
  return {
    async measure(work) {
      const statements: StatementCount = { total: 0, byShape: new Map(), recorded: [] }
      const result = await current.run(statements, work)
      return { result, statements }
    },
    restore() {
      prototype.query = original
    },
  }
}

/** The statement's text with whitespace folded and literals blanked: one shape per kind of statement. */
export function shapeOf(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : typeof (query as { text?: unknown })?.text === 'string'
        ? (query as { text: string }).text
        : '(no text)'
  return text
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$\d+/g, '$')
    .replace(/\b\d+\b/g, 'N')
    .trim()
    .slice(0, 120)
}

/** node-postgres takes `query(text, values)` or `query({ text, values })` (drizzle passes values beside the config). */
function recordedOf(args: unknown[]): RecordedStatement {
  const [first, second] = args
  const config = typeof first === 'string' ? { text: first } : ((first ?? {}) as { text?: unknown; values?: unknown })
  const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : []
  return { text: typeof config.text === 'string' ? config.text : '', values }
}

/** The most frequent shapes, for the console. */
export function topShapes(count: StatementCount, how = 6): string[] {
  return [...count.byShape]
    .sort((a, b) => b[1] - a[1])
    .slice(0, how)
    .map(([shape, n]) => `${String(n).padStart(6)} × ${shape}`)
}
