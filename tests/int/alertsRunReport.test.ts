/**
 * The alerts run's report (what the sendAlerts job logs) counts every e-mail it queued, also when
 * several criteria groups are settled at the same time. The listings stand-in holds its answers until
 * every group of the test has asked, so the groups' transactions overlap as they do at scale.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAlerts } from '@/jobs/alerts/runAlerts'
import { criteriaKeyOf, type SavedCriteria } from '@/lib/savedSearches/criteria'
import { overrideEnv } from '../harness/env'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

const GROUPS = 4

let payload: Payload
let listings: StandIn
let restoreEnv: () => void = () => {}
const cities = Array.from({ length: GROUPS }, () => `Reportville ${uniqueSlug('c')}`)
const homesByCity = new Map(cities.map((city) => [city, [home(city, 1)]]))
/** Answers held until every city of this test has asked once in the run. */
let held: { city: string; release: (reply: { status: number; body: unknown }) => void }[] = []

function home(city: string, n: number) {
  return {
    id: `${city}-${n}`,
    address: `${n} Report Way`,
    city,
    state: 'CA',
    zipcode: '92618',
    listPrice: 900_000 + n,
    bedrooms: 3,
    bathrooms: 2,
  }
}

beforeAll(async () => {
  payload = await testPayload()
  listings = await startStandIn((request) => {
    const city = new URL(request.path, 'http://stand-in').searchParams.get('city') ?? ''
    const homes = homesByCity.get(city)
    // Searches other test files left behind find nothing here.
    if (!homes) return { status: 200, body: { homes: [] } }
    return new Promise((release) => {
      held.push({ city, release })
      if (held.length < GROUPS) return
      for (const waiting of held) waiting.release({ status: 200, body: { homes: homesByCity.get(waiting.city) } })
      held = []
    })
  })
  restoreEnv = overrideEnv({ LISTINGS_API_URL: listings.url })
})

afterAll(async () => {
  restoreEnv()
  await listings.close()
})

async function confirmedSearch(realtorId: number, city: string, checkedAt: string) {
  const criteria: SavedCriteria = {
    type: 'sale',
    propertyType: 'single_family',
    propertyStatus: 'active',
    state: 'CA',
    city,
    photosOnly: false,
  }
  const email = `${uniqueSlug('report')}@example.com`
  return payload.create({
    collection: 'saved-searches',
    overrideAccess: true,
    data: {
      realtor: realtorId,
      kind: 'search',
      email,
      emailHash: uniqueSlug('hash'),
      locale: 'en',
      frequency: 'instant',
      status: 'active',
      criteria,
      criteriaKey: criteriaKeyOf(criteria),
      consent: { text: 'test', givenAt: checkedAt, confirmedAt: checkedAt },
      alerts: { checkedAt },
    },
  })
}

/** The e-mail jobs one run queued (every job of a run carries its time). */
async function alertJobsOfRun(runAt: string): Promise<number> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute(
    sql`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'emailAlert' AND input ->> 'runAt' = ${runAt}`,
  )
  return Number((rows[0] as { n: number }).n)
}

describe('the alerts run report', () => {
  it('counts every e-mail queued when several criteria groups settle at once', async () => {
    const realtor = await makeRealtor(payload)
    const checkedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    for (const city of cities) await confirmedSearch(realtor.id, city, checkedAt)

    // The first look makes the snapshots; then each city has one new home.
    await runAlerts(payload, new Date(Date.now() - 60 * 1000))
    for (const city of cities) homesByCity.get(city)!.unshift(home(city, 2))
    const now = new Date()
    const report = await runAlerts(payload, now)

    const queued = await alertJobsOfRun(now.toISOString())
    expect(queued).toBeGreaterThanOrEqual(GROUPS)
    expect(report.queued).toBe(queued)
  })
})
