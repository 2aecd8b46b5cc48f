import type { Payload } from 'payload'

/** Runs a queue until nothing in it is waiting (retries included, backoff 0 in tests). */
export async function runQueueUntilIdle(payload: Payload, queue: string, maxRounds = 20): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    if (totalDocs === 0) return
    await payload.jobs.run({ queue, limit: 50 })
  }
  throw new Error(`queue ${queue} still busy after ${maxRounds} rounds`)
}
