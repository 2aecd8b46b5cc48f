/**
 * One truth for every instance: an edit saved through one server is served by the
 * other within a second (the shared Redis cache and its tags), and Redis going
 * away neither fails a page nor leaves a stale one behind when it is back.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import {
  adminToken,
  closeDatabase,
  control,
  nonce,
  other,
  page,
  query,
  realtorId,
  saveRealtor,
  serverUrl,
  visitorLoad,
  waitFor,
} from '../harness/scale/scaleLab'

afterAll(closeDatabase)
beforeEach(async () => {
  await control.reset()
})

/** Resolves with the ms until `name` serves `text` on `path`; fails after `ms`, saying when it did show (up to 10 s). */
async function seen(name: 'a' | 'b', path: string, text: string, ms: number): Promise<number> {
  const start = Date.now()
  const shows = async () => (await page(name, path)).includes(text)
  try {
    await waitFor(`${text} on ${name.toUpperCase()} ${path}`, ms, shows, 25)
    return Date.now() - start
  } catch (error) {
    const late = await waitFor('a late showing', 10_000, shows, 25).then(
      () => `${Date.now() - start} ms`,
      () => 'not within 10 s',
    )
    const shown = new RegExp(`${text.split(' ')[0]} [a-z]+`).exec(await page(name, path))?.[0]
    throw new Error(`${(error as Error).message}; it showed after ${late} (then showing "${shown}")`)
  }
}

describe('two instances, one cache', () => {
  it('20 edits alternately through A and B are each served by the other within 1 s', async () => {
    const id = await realtorId('kim')
    const delays: number[] = []
    for (let i = 0; i < 20; i++) {
      const writer = i % 2 === 0 ? 'a' : 'b'
      const reader = other(writer)
      // The reader has the page cached (in Redis) before the edit.
      await page(reader, '/kim')
      const name = `Kim ${nonce()}`
      await saveRealtor(writer, id, { displayName: name })
      delays.push(await seen(reader, '/kim', name, 1000))
    }
    console.log(`[scale] edit through one server -> served by the other (ms): ${delays.join(', ')}`)
  })

  it("a visitor's API read of an agent, kept in each server's memory, shows an edit through the other at once", async () => {
    const id = await realtorId('kim')
    const lookup = '/api/realtors?where[desiredUrl][equals]=kim&depth=1&limit=1'
    const read = async (name: 'a' | 'b') => {
      const response = await fetch(`${serverUrl(name)}${lookup}`, { signal: AbortSignal.timeout(15_000) })
      expect(response.status).toBe(200)
      return { kept: response.headers.get('x-api-cache') === 'HIT', name: (await response.json()).docs[0].displayName as string }
    }
    for (const writer of ['a', 'b'] as const) {
      const reader = other(writer)
      await read(reader)
      expect((await read(reader)).kept).toBe(true)
      const name = `Kim ${nonce()}`
      await saveRealtor(writer, id, { displayName: name })
      // The expiry reaches the other server through PostgreSQL: within a second, and never a stale read after it.
      const start = Date.now()
      await waitFor(`${name} in ${reader.toUpperCase()}'s API read`, 1000, async () => (await read(reader)).name === name, 25)
      console.log(`[scale] edit through ${writer.toUpperCase()} -> API read on ${reader.toUpperCase()}: ${Date.now() - start} ms`)
      expect(await read(reader)).toEqual({ kept: true, name })
    }
  })

  it('Redis stopped for 10 s under load: no 5xx, and edits before and during the outage are on every instance within 1 s of its return', async () => {
    const id = await realtorId('park')
    const before = `Park ${nonce()}`
    console.log(`[scale] outage test: before ${before}`)
    await saveRealtor('a', id, { displayName: before })
    // Cached in Redis on both: the entries an expiry during the outage cannot reach.
    await seen('a', '/park', before, 1000)
    await seen('b', '/park', before, 1000)

    const load = visitorLoad(['/park', '/kim', '/', '/en/equityrealty'])
    const { at: stoppedAt } = await control.stopRedis()
    const during = `Park ${nonce()}`
    console.log(`[scale] outage test: during ${during}`)
    await saveRealtor('b', id, { displayName: during })
    // Rendered from PostgreSQL meanwhile: the edit is served at once.
    await seen('a', '/park', during, 5000)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + 10_000 - Date.now())))
    await control.startRedis()
    // Back with its data (append-only file): the entries from before the outage must not come back.
    await Promise.all([seen('a', '/park', during, 1000), seen('b', '/park', during, 1000)])
    // And the shared cache works again: an edit through B is on A within 1 s.
    const after = `Park ${nonce()}`
    console.log(`[scale] outage test: after ${after}`)
    await saveRealtor('b', id, { displayName: after })
    await seen('a', '/park', after, 1000)

    const { requests, failures } = await load.stop()
    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(20)
  })

  it('a publish scheduled for later, carried out by the worker, is served by both instances within 1 s of the job', async () => {
    const id = await realtorId('equityrealty')
    const name = `Equity ${nonce()}`
    // A draft, then what the admin's "schedule publish" queues, due now: the worker runs it (the servers run no jobs).
    const draft = await fetch(`${serverUrl('a')}/api/realtors/${id}?locale=ko&draft=true`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken('a')}` },
      body: JSON.stringify({ displayName: name }),
    })
    expect(draft.status).toBe(200)
    await Promise.all([page('a', '/equityrealty'), page('b', '/equityrealty')])
    expect(await page('b', '/equityrealty')).not.toContain(name)
    const [job] = await query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now()) RETURNING id`,
      [JSON.stringify({ type: 'publish', locale: 'ko', doc: { relationTo: 'realtors', value: String(id) } })],
    )
    // A job that ran well is deleted; one that failed stays with its error.
    const outcome = await waitFor(`scheduled publish job ${job.id}`, 15_000, async () => {
      const [row] = await query<{ has_error: boolean; completed_at: Date | null }>(
        'SELECT has_error, completed_at FROM payload_jobs WHERE id = $1',
        [job.id],
      )
      return !row || row.completed_at !== null ? 'done' : row.has_error ? 'failed' : undefined
    })
    expect(outcome).toBe('done')
    const delays = await Promise.all([seen('a', '/equityrealty', name, 1000), seen('b', '/equityrealty', name, 1000)])
    console.log(`[scale] scheduled publish by the worker -> served by A, B after (ms): ${delays.join(', ')}`)
  })
})
