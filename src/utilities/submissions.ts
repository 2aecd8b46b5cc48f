/**
 * The shape every public form endpoint shares: size-capped JSON, a rate limit
 * per address, server-side validation with the form's schema, a honeypot, and
 * the row plus its delivery job written in one transaction.
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { ZodType } from 'zod'

import { clientIp } from './clientIp'
import { readJsonBody } from './jsonBody'
import { limitRequest, type RateLimitName } from './rateLimit'
import { validationErrors } from './validationErrors'

type Options<T extends { website?: string }> = {
  req: PayloadRequest
  schema: ZodType<T>
  bodyLimitBytes: number
  /** Counted per client address (src/utilities/rateLimit.ts). */
  rateLimit: RateLimitName
  /** Stores the submission (and queues its delivery) with `req`, inside the transaction. */
  store: (value: T) => Promise<{ id: number | string } | Response>
}

export async function acceptSubmission<T extends { website?: string }>(options: Options<T>): Promise<Response> {
  const { req } = options
  const read = await readJsonBody(req as unknown as Request, options.bodyLimitBytes)
  if (!read.ok) return read.response

  const name = options.rateLimit
  const limited = await limitRequest(req.payload, name, clientIp(req.headers))
  if (limited) return limited

  const parsed = options.schema.safeParse(read.body)
  if (!parsed.success) return validationErrors(parsed.error)
  // Honeypot filled in: a bot. It is told all went well and nothing is kept.
  if (parsed.data.website) return Response.json({ ok: true }, { status: 201 })

  const shouldCommit = await initTransaction(req)
  try {
    const stored = await options.store(parsed.data)
    if (stored instanceof Response) {
      await killTransaction(req)
      return stored
    }
    if (shouldCommit) await commitTransaction(req)
    return Response.json({ id: stored.id }, { status: 201 })
  } catch (error) {
    await killTransaction(req)
    req.payload.logger.error({ msg: `${name} could not be stored`, err: (error as Error).message })
    return Response.json(
      { errors: [{ message: 'Your request could not be saved. Please try again in a moment.' }] },
      { status: 500 },
    )
  }
}
