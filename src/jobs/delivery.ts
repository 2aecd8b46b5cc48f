/** Bookkeeping shared by the delivery tasks: count the attempt, record the outcome, throw to retry. */
import type { Payload } from 'payload'

import { maskPhone } from '@/lib/leads/slackMessage'
import { DELIVERY_ATTEMPTS } from './retryPolicy'

type Forwardable = { id: number; phone: string; forwarding?: { attempts?: number | null } | null }

/**
 * `send` answers null when the third party took it, else why not. The outcome
 * is written outside the job's transaction, so a failed attempt stays recorded.
 */
export async function deliver(
  payload: Payload,
  collection: 'leads' | 'contacts',
  doc: Forwardable,
  send: () => Promise<string | null>,
): Promise<void> {
  const attempts = (doc.forwarding?.attempts ?? 0) + 1
  let failure: string | null
  try {
    failure = await send()
  } catch (error) {
    failure = `unreachable: ${(error as Error).message}`
  }
  await payload.update({
    collection,
    id: doc.id,
    data: {
      forwarding: failure
        ? { status: attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: failure }
        : { status: 'delivered', attempts, deliveredAt: new Date().toISOString(), lastError: null },
    },
  })
  if (failure) {
    payload.logger.warn({ msg: `${collection} ${doc.id} not delivered (attempt ${attempts})`, phone: maskPhone(doc.phone), failure })
    throw new Error(failure)
  }
}
