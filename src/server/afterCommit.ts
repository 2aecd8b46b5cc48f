/**
 * Work that must wait until the request's database transaction has committed. Payload runs every
 * hook (afterChange and afterOperation included) inside the operation's transaction, so a cache
 * expiry issued from a hook leaves a gap before the commit in which another instance can render
 * the old row and cache it again under the fresh tag. Payload has no after-commit hook; this is it:
 * the database adapter's commit runs the work waiting on its transaction once the commit is done
 * (a rollback drops it). Without a transaction the work runs at once.
 */
import type { Payload, PayloadRequest } from 'payload'

type TransactionId = string | number
type Work = () => void | Promise<void>

const waiting = new Map<TransactionId, Work[]>()
let installed = false

const idOf = async (incoming: unknown): Promise<TransactionId | undefined> =>
  ((incoming instanceof Promise ? await incoming : incoming) as TransactionId | undefined) || undefined

async function runAll(work: Work[]): Promise<void> {
  for (const item of work) {
    try {
      await item()
    } catch (error) {
      console.error(`[after-commit] ${(error as Error).message}`)
    }
  }
}

/** Runs `work` once `req`'s transaction has committed, or now when it has none. */
export async function afterCommit(req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined, work: Work): Promise<void> {
  const id = await idOf(req?.transactionID)
  if (installed && id !== undefined && req?.payload.db.sessions?.[id]) {
    waiting.set(id, [...(waiting.get(id) ?? []), work])
    return
  }
  await runAll([work])
}

/** Wraps the adapter's commit and rollback (onInit): the work waiting on a transaction runs after its commit. */
export function runWorkAfterCommit(payload: Payload): void {
  const db = payload.db
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await idOf(incoming)
    try {
      await commit(id ?? '')
    } finally {
      // A commit that failed was rolled back by the adapter: the work (an expiry) costs a render, no harm.
      const work = id === undefined ? undefined : waiting.get(id)
      if (id !== undefined) waiting.delete(id)
      if (work) await runAll(work)
    }
  }
  db.rollbackTransaction = async (incoming) => {
    const id = await idOf(incoming)
    if (id !== undefined) waiting.delete(id)
    await rollback(id ?? '')
  }
  installed = true
}
