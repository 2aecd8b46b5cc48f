/**
 * PostgreSQL stopped (fast shutdown: every session cut) and started again
 * under a steady stream of lead and contact submissions and page views. The
 * server and the job worker must live through it without a restart, answer
 * every request (no hang), answer 2xx again within 10 s of PostgreSQL being
 * back, and keep every submission they answered 201; the deliveries of those
 * submissions, some cut mid-run by the outage, all complete afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase, control, query, staleJobAfterMs, startFromNormal, waitFor } from '../harness/resilience/control'
import { contactBody, get, leadBody, nonce, post, tally } from '../harness/resilience/traffic'

const RECOVERY_LIMIT_MS = 10_000
/** Each lane sends one request at a time, at most this often: a steady stream, not a flood. */
const LANE_PACE_MS = 100

type Lane = 'lead' | 'contact' | 'page'
type Sample = {
  lane: Lane
  path: string
  startedAt: number
  endedAt: number
  status: number
  id?: number
  message?: string
  retryAfter?: string | null
}

beforeAll(startFromNormal)
afterAll(async () => {
  await control.reset()
  await closeDatabase()
})

describe('PostgreSQL restart under traffic', () => {
  it('the server recovers within 10 s without a restart, and every 201 is kept', async () => {
    const tag = nonce()
    const before = await control.status()
    const [realtor] = await query<{ id: number; desired_url: string }>(
      "SELECT id, desired_url FROM realtors WHERE _status = 'published' ORDER BY id LIMIT 1",
    )
    const pages = ['/', `/${realtor.desired_url}`, '/en', `/en/${realtor.desired_url}`]

    const samples: Sample[] = []
    let running = true
    let n = 0
    const lane = async (name: Lane) => {
      while (running) {
        const startedAt = Date.now()
        const i = n++
        if (name === 'page') {
          const path = pages[i % pages.length]
          const answer = await get(path)
          samples.push({ lane: name, path, startedAt, endedAt: Date.now(), status: answer.status })
        } else {
          const path = name === 'lead' ? '/api/send-to-slack' : '/api/realtor-contacts'
          const answer = await post(path, name === 'lead' ? leadBody(tag, i) : contactBody(tag, i, realtor.id), 30_000)
          samples.push({
            lane: name,
            path,
            startedAt,
            endedAt: Date.now(),
            status: answer.status,
            id: answer.json?.id,
            message: answer.json?.errors?.[0]?.message,
            retryAfter: answer.retryAfter,
          })
        }
        const pause = startedAt + LANE_PACE_MS - Date.now()
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause))
      }
    }
    const lanes = Promise.all((['lead', 'contact', 'page'] as const).map(lane))
    const answeredSince = (from: number, lane: Lane) => samples.filter((s) => s.lane === lane && s.startedAt >= from)

    try {
      await waitFor('traffic flowing', 60_000, async () =>
        (['lead', 'contact', 'page'] as const).every((l) => answeredSince(0, l).filter((s) => s.status < 300).length >= 5),
      )
      const stopped = await control.stopPostgres()
      const downAt = stopped.at
      // The outage lasts until every lane has been answered 20 times during it.
      await waitFor('traffic during the outage', 60_000, async () =>
        (['lead', 'contact', 'page'] as const).every((l) => answeredSince(downAt, l).length >= 20),
      )
      // An agent page nobody has asked for yet, first asked for while PostgreSQL is away: the failed
      // lookup must answer a 5xx that is not kept (a 404 would be cached as "no such agent" until
      // the agent's next edit), and the page must be there once PostgreSQL is back.
      const unseenPage = `/ja-JP/${realtor.desired_url}`
      const unseenDuringOutage = await get(unseenPage)
      const started = await control.startPostgres()
      const upAt = started.at
      const recovered = await waitFor(
        '2xx again on every lane',
        60_000,
        async () => {
          const firsts = (['lead', 'contact', 'page'] as const).map((l) =>
            answeredSince(upAt, l).find((s) => s.status >= 200 && s.status < 300),
          )
          return firsts.every(Boolean) && Math.max(...firsts.map((s) => s!.endedAt))
        },
        50,
      )
      const recoveryMs = recovered - upAt
      await waitFor('steady traffic after recovery', 60_000, async () =>
        (['lead', 'contact', 'page'] as const).every((l) => answeredSince(recovered, l).length >= 10),
      )
      running = false
      await lanes
      const unseenAfterRecovery = await get(unseenPage)

      const during = samples.filter((s) => s.startedAt >= downAt && s.endedAt <= upAt)
      const byLane = (list: Sample[]) =>
        (['lead', 'contact', 'page'] as const)
          .map((l) => `${l}: ${tally(list.filter((s) => s.lane === l).map((s) => s.status))}`)
          .join('; ')
      console.log(
        `[resilience] PostgreSQL stop ${stopped.ms} ms, down ${Math.round((upAt - downAt) / 100) / 10} s, start ${started.ms} ms; 2xx on every lane ${recoveryMs} ms after it was back\n` +
          `  during the outage: ${byLane(during)}\n  submissions answered: ${[...new Set(during.filter((s) => s.message).map((s) => `${s.status} "${s.message}" (Retry-After ${s.retryAfter ?? '-'})`))].join(', ')}\n` +
          `  whole run: ${byLane(samples)}`,
      )

      // Nothing hung or was cut off: every request got an HTTP answer.
      expect(samples.filter((s) => s.status === 0)).toEqual([])
      expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS)
      expect([unseenDuringOutage.status, unseenAfterRecovery.status]).toEqual([500, 200])
      // Once back, it stays back.
      expect(samples.filter((s) => s.startedAt >= recovered && (s.status < 200 || s.status >= 300))).toEqual([])
      // Refused submissions say so, and when to retry.
      const refused = samples.filter((s) => s.lane !== 'page' && s.status !== 201)
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.filter((s) => s.status !== 503 || !/could not be saved/.test(s.message ?? '') || s.retryAfter !== '5')).toEqual([])

      // Same processes: nothing restarted.
      const after = await control.status()
      expect(after.server).toEqual({ pid: before.server.pid, alive: true })
      expect(after.workers.filter((w) => w.alive)).toEqual(before.workers.filter((w) => w.alive))

      // Every 201 is in PostgreSQL.
      const leadIds = samples.filter((s) => s.lane === 'lead' && s.status === 201).map((s) => s.id!)
      const contactIds = samples.filter((s) => s.lane === 'contact' && s.status === 201).map((s) => s.id!)
      const [{ leads, contacts }] = await query<{ leads: string; contacts: string }>(
        'SELECT (SELECT count(*) FROM leads WHERE id = ANY($1)) AS leads, (SELECT count(*) FROM contacts WHERE id = ANY($2)) AS contacts',
        [leadIds, contactIds],
      )
      expect([Number(leads), Number(contacts)]).toEqual([leadIds.length, contactIds.length])

      // And delivered in the end, including those whose delivery the outage cut off mid-run
      // (left `processing` until src/jobs/recoverStaleJobs.ts hands them back).
      await waitFor(
        'every stored submission delivered',
        staleJobAfterMs() * 2 + 90_000,
        async () => {
          const [{ pending }] = await query<{ pending: string }>(
            `SELECT (SELECT count(*) FROM leads WHERE id = ANY($1) AND forwarding_status <> 'delivered')
                + (SELECT count(*) FROM contacts WHERE id = ANY($2) AND forwarding_status <> 'delivered') AS pending`,
            [leadIds, contactIds],
          )
          return Number(pending) === 0
        },
        500,
      )
    } finally {
      running = false
      await lanes
    }
  })
})
