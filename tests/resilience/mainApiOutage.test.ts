/**
 * The main API refusing connections while editors save realtors: 200 saves
 * (PATCH /api/realtors/:id as the seeded admin, REST against the production
 * server) over 8 realtors, 25 each, one after another per realtor.
 *
 * A sync sends the record as it is when the job runs, and a newer save
 * supersedes a sync not yet sent, so "exactly once" means here:
 *  - each realtor's latest state (its 25th save) reaches the main API exactly
 *    once as a success (PATCH /v1/realtor/{mainApiId} answered 200);
 *  - no state is delivered twice: every successful call carries a different
 *    save, and saves made during the outage are never sent except the latest;
 *  - the realtor ends `synced` with no error, no sync job is left, and its
 *    record still holds the latest save (a sync never undoes an edit).
 * Checked once no sync job for these realtors is left, so nothing can follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase, control, query, startFromNormal, waitFor } from '../harness/resilience/control'
import { adminClient, inParallel, nonce, tally } from '../harness/resilience/traffic'

const REALTORS = 8
const SAVES_PER_REALTOR = 25

beforeAll(startFromNormal)
afterAll(async () => {
  await control.reset()
  await closeDatabase()
})

const openSyncJobs = (ids: number[]) =>
  query<{ realtor: number; id: number; total_tried: string; processing: boolean }>(
    `SELECT (input->>'realtorId')::int AS realtor, id, total_tried, processing FROM payload_jobs
     WHERE task_slug = 'syncRealtor' AND (input->>'realtorId')::int = ANY($1) AND completed_at IS NULL AND has_error IS NOT TRUE
     ORDER BY id`,
    [ids],
  )

/** Realtor syncs, not contact deliveries (/v1/realtor-contacts). */
const isRealtorCall = (d: { path: string }) => d.path === '/v1/realtor' || d.path.startsWith('/v1/realtor/')

describe('main API outage', () => {
  it("200 realtor saves during the outage: each realtor's latest state is delivered once after it, nothing twice", async () => {
    const tag = nonce()
    const api = await adminClient()
    const firstSeq = (await control.deliveries('mainApi')).at(-1)?.seq ?? 0

    // Realtors known to the main API before the outage (published: complete enough for the publish checklist).
    const [photo] = await query<{ id: number }>('SELECT id FROM media ORDER BY id LIMIT 1')
    const created = await inParallel(
      Array.from({ length: REALTORS }, (_, r) => r),
      REALTORS,
      (r) =>
        api('POST', '/realtors', {
          displayName: `Sync ${tag} ${r}`,
          desiredUrl: `sync-${tag}-${'abcdefghij'[r]}`,
          email: `sync-${r}@example.com`,
          aboutMe: `Sync ${r}`,
          photos: [{ kind: 'id', image: photo.id }],
          _status: 'published',
        }),
    )
    expect(created.map((c) => c.status)).toEqual(created.map(() => 201))
    const ids = created.map((c) => c.json!.doc!.id)
    await waitFor('the new realtors to reach the main API', 60_000, async () => {
      const synced = await query('SELECT id FROM realtors WHERE id = ANY($1) AND sync_status = $2 AND main_api_id IS NOT NULL', [
        ids,
        'synced',
      ])
      return synced.length === REALTORS && (await openSyncJobs(ids)).length === 0
    })
    const mainApiIds = new Map(
      (await query<{ id: number; main_api_id: string }>('SELECT id, main_api_id FROM realtors WHERE id = ANY($1)', [ids])).map((r) => [
        r.id,
        r.main_api_id,
      ]),
    )

    await control.setMode('mainApi', 'refuse')
    const marker = (r: number, save: number) => `${tag} realtor ${r} save ${save}`
    const saves = await inParallel(ids, REALTORS, async (id, r) => {
      const statuses: number[] = []
      for (let save = 1; save <= SAVES_PER_REALTOR; save++)
        statuses.push((await api('PATCH', `/realtors/${id}`, { aboutMe: marker(r, save) })).status)
      return statuses
    })
    expect(tally(saves.flat())).toBe(`200 x${REALTORS * SAVES_PER_REALTOR}`)
    // Every save is kept: the sync job's own writes never undo an editor's.
    const kept = async () =>
      (
        await query<{ id: number; about_me: string }>(
          `SELECT _parent_id AS id, about_me FROM realtors_locales WHERE _parent_id = ANY($1) AND _locale = 'ko'`,
          [ids],
        )
      )
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.about_me)
    const latest = ids.map((_, r) => marker(r, SAVES_PER_REALTOR))

    // The outage is real: each realtor's latest state has failed to go at least once.
    await waitFor(
      "a failed sync of every realtor's latest state",
      120_000,
      async () => {
        const jobs = await openSyncJobs(ids)
        const newest = new Map(jobs.map((job) => [job.realtor, job]))
        return newest.size === REALTORS && [...newest.values()].every((job) => Number(job.total_tried) >= 1 && !job.processing)
      },
      500,
    )
    const errors = await query<{ last_sync_error: string }>('SELECT last_sync_error FROM realtors WHERE id = ANY($1)', [ids])
    expect(errors.every((e) => /fetch failed|ECONNREFUSED/.test(e.last_sync_error ?? ''))).toBe(true)

    const beforeUp = await control.deliveries('mainApi', firstSeq)
    const upSeq = beforeUp.at(-1)?.seq ?? firstSeq
    // Refused connections never reached it: only the creations did.
    expect(beforeUp.filter(isRealtorCall).map((d) => `${d.method} ${d.path} ${d.status}`)).toEqual(ids.map(() => 'POST /v1/realtor 201'))
    await control.setMode('mainApi', 'up')
    const upAt = Date.now()
    await waitFor(
      'every realtor synced with no sync job left',
      120_000,
      async () => {
        const synced = await query('SELECT id FROM realtors WHERE id = ANY($1) AND sync_status = $2 AND last_sync_error IS NULL', [
          ids,
          'synced',
        ])
        return synced.length === REALTORS && (await openSyncJobs(ids)).length === 0
      },
      500,
    )
    const drainedMs = Date.now() - upAt
    expect(await kept()).toEqual(latest)

    const calls = (await control.deliveries('mainApi', firstSeq)).filter(isRealtorCall)
    const successes = calls.filter((d) => d.status === 200 || d.status === 201)
    const sent = successes.map((d) => (JSON.parse(d.body) as { aboutMeKr?: string }).aboutMeKr ?? '(created)')
    console.log(
      `[resilience] main API outage: ${REALTORS * SAVES_PER_REALTOR} saves; after it ${successes.length - REALTORS} syncs in ${Math.round(drainedMs / 1000)} s`,
    )
    // No state delivered twice.
    expect(sent.filter((s, i) => s !== '(created)' && sent.indexOf(s) !== i)).toEqual([])
    // After the outage: for each realtor exactly one successful PATCH, carrying its latest save.
    const afterOutage = successes.filter((d) => d.seq > upSeq)
    const perRealtor = ids.map((id, r) => {
      const own = afterOutage.filter((d) => d.method === 'PATCH' && d.path === `/v1/realtor/${mainApiIds.get(id)}`)
      return own.map((d) => (JSON.parse(d.body) as { aboutMeKr: string }).aboutMeKr).join(' | ') || `nothing for realtor ${r}`
    })
    expect(perRealtor).toEqual(latest)
    expect(afterOutage).toHaveLength(REALTORS)
  })
})
