/**
 * The shape every public form endpoint shares: size-capped JSON, a rate limit
 * per address, server-side validation with the form's schema, a honeypot, and
 * the row plus its delivery job written in one transaction. 201 means stored:
 * when PostgreSQL cannot be reached the visitor is told to retry (503).
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { ZodType } from 'zod'

import { clientIp } from '@/lib/network/clientIp'
import { isDatabaseUnavailable } from './databaseUnavailable'
import { errorSummary } from '@/lib/errorSummary'
import { readJsonBody } from './jsonBody'
import { limitRequest, type RateLimitName } from './rateLimit'
import { validationErrors } from './validationErrors'

type Options<T extends { website?: string }, P = undefined> = {
  req: PayloadRequest
  /** Where `store` writes; a 201 is only answered once the row reads back from it. */
  collection: 'leads' | 'contacts' | 'saved-searches'
  schema: ZodType<T>
  bodyLimitBytes: number
  /** Counted per client address (src/server/rateLimit.ts). */
  rateLimit: RateLimitName
  /** The 201's body; `{ id }` unless the endpoint must not tell one case from another (whether an address was known). */
  answer?: (stored: { id: number | string }) => unknown
  /**
   * Work on the valid submission before the transaction opens (a call to an outside system), so no
   * database connection waits on it; its result is handed to `store`.
   */
  prepare?: (value: T) => Promise<P>
  /** Stores the submission (and queues its delivery) with `req`, inside the transaction. */
  store: (value: T, prepared: P) => Promise<{ id: number | string } | Response>
  /** Once stored and committed (never for the honeypot or a refusal): counts it in the visitor numbers. */
  counted?: (value: T) => Promise<void>
}

export async function acceptSubmission<T extends { website?: string }, P = undefined>(options: Options<T, P>): Promise<Response> {
  const { req } = options
  const read = await readJsonBody(req as unknown as Request, options.bodyLimitBytes)
  if (!read.ok) return read.response

  const name = options.rateLimit
  let limited: Response | null
  try {
    limited = await limitRequest(req.payload, name, clientIp(req.headers))
  } catch (error) {
    return notSaved(req, name, error)
  }
  if (limited) return limited

  const parsed = options.schema.safeParse(read.body)
  if (!parsed.success) return validationErrors(parsed.error)
  // Honeypot filled in: a bot. It is told all went well and nothing is kept.
  if (parsed.data.website) return Response.json({ ok: true }, { status: 201 })

  const prepared = (options.prepare ? await options.prepare(parsed.data) : undefined) as P
  try {
    const shouldCommit = await initTransaction(req)
    const stored = await options.store(parsed.data, prepared)
    if (stored instanceof Response) {
      await killTransaction(req)
      return stored
    }
    if (shouldCommit) {
      await commitTransaction(req)
      // Payload's PostgreSQL adapter (3.90) swallows a failed COMMIT, e.g. when a
      // database restart cuts the connection: only a row that reads back is a 201.
      const { totalDocs } = await req.payload.count({ collection: options.collection, where: { id: { equals: stored.id } } })
      if (totalDocs === 0) throw new NotCommitted(`${name} ${stored.id} was not committed`)
    }
    await options.counted?.(parsed.data)
    return Response.json(options.answer ? options.answer(stored) : { id: stored.id }, { status: 201 })
  } catch (error) {
    await killTransaction(req)
    return notSaved(req, name, error)
  }
}

class NotCommitted extends Error {}

/** 503 with Retry-After while PostgreSQL cannot be reached (the visitor may simply retry), else 500. */
function notSaved(req: PayloadRequest, name: string, error: unknown): Response {
  const unavailable = error instanceof NotCommitted || isDatabaseUnavailable(error)
  req.payload.logger.error({ msg: `${name} could not be stored${unavailable ? ': database unavailable' : ''}`, err: errorSummary(error) })
  return Response.json(
    { errors: [{ message: 'Your request could not be saved. Please try again in a moment.' }] },
    unavailable ? { status: 503, headers: { 'Retry-After': '5' } } : { status: 500 },
  )
}
