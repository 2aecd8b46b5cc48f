/**
 * The production log: one JSON object per line on stdout through pino, for the web server's
 * access lines, Payload's own logger (payload.config.ts) and, once routed (sendConsoleToLog),
 * every console line of the process, Next's included. Lines written while a request is answered
 * carry its request id (runtime/server/observability.ts sets it).
 *
 * Development keeps Payload's own human-readable logger and plain console lines: this logger is
 * made only where NODE_ENV=production asks for it.
 *
 * Personal data stays out as before: callers log masked values (maskPhone) and error summaries
 * (errorSummary); on top of that, an `err` is reduced to its summary and stack (a failed query's
 * parameters are a visitor's name, phone and e-mail), and the usual secret and address keys are
 * redacted wherever they appear.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

import { pino, type DestinationStream, type Logger } from 'pino'

import { errorSummary } from '@/lib/errorSummary'

export type RequestContext = { reqId: string }

type Shared = { context: AsyncLocalStorage<RequestContext>; logger?: Logger }

const SHARED = Symbol.for('realtors.logging')

/** One per process, whichever copy of this module asks first (see metrics.ts for why). */
function shared(): Shared {
  const store = globalThis as Record<symbol, Shared | undefined>
  return (store[SHARED] ??= { context: new AsyncLocalStorage<RequestContext>() })
}

/** The request being answered, for every line logged while it is. */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  return shared().context
}

const REDACTED_KEYS = ['password', 'token', 'secret', 'authorization', 'cookie', 'email', 'phone', 'address']

/** Keys redacted at the top level, one level down and in headers, whatever the caller passed. */
export const REDACT_PATHS = [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`), ...REDACTED_KEYS.map((key) => `*.headers.${key}`)]

/** An error as a log line may show it: its kind, a summary without query parameters, its stack frames. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: errorSummary(error) }
  const stack = error.stack ?? ''
  const frames = stack.indexOf('\n    at ')
  const { digest, code } = error as Error & { digest?: unknown; code?: unknown }
  return {
    type: error.name,
    message: errorSummary(error),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof digest === 'string' ? { digest } : {}),
    ...(frames >= 0 ? { stack: stack.slice(frames + 1) } : {}),
  }
}

/** A JSON logger; `destination` is stdout unless a test gives its own. */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => ({ ...requestContext().getStore() }),
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

/** This process's JSON logger (created on first use). */
export function sharedLogger(): Logger {
  const state = shared()
  return (state.logger ??= createLogger())
}

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const

/**
 * Sends console.* of this process into `log`: Next and a few of our modules write there, and a
 * log shipper reading JSON lines must not meet plain text among them.
 */
export function sendConsoleToLog(log: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    ;(console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const rest = args.filter((arg) => arg !== error)
      const msg = rest.length ? format(...rest) : error ? errorSummary(error) : ''
      if (error) log[level]({ err: error }, msg)
      else log[level](msg)
    }
  }
}
