/**
 * The alerts run's groups at scale: its report (what the sendAlerts job logs) counts every e-mail
 * queued when several groups settle at the same time; a group with more buyers than PostgreSQL takes
 * bind parameters in one statement (65,535) is still checked; favourites lists with nothing new cost
 * no statements of their own. The listings stand-in can hold its answers until every group of a test
 * has asked, so the groups' transactions overlap as they do with many criteria.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAlerts } from '@/jobs/alerts/runAlerts'
import { criteriaKeyOf, type SavedCriteria } from '@/lib/savedSearches/criteria'
import { overrideEnv } from '../harness/env'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { countStatements, type CountablePool } from '../harness/sqlStatements'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

type Answer = { status: number; body: unknown }

let payload: Payload
let listings: StandIn
let restoreEnv: () => void = () => {}
const homesByCity = new Map<string, ReturnType<typeof home>[]>()
/** While set, answers for these cities wait until each of them has asked. */
let holdUntilAsked: Set<string> | null = null
let held: { city: string; release: (answer: Answer) => void }[] = []

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

const answerFor = (city: string): Answer => ({ status: 200, body: { homes: homesByCity.get(city) ?? [] } })

beforeAll(async () => {
  payload = await testPayload()
  listings = await startStandIn((request) => {
    const city = new URL(request.path, 'http://stand-in').searchParams.get('city') ?? ''
    // Searches other test files left behind find nothing here.
    if (!holdUntilAsked?.has(city)) return answerFor(city)
    return new Promise<Answer>((release) => {
      held.push({ city, release })
      if (held.length < holdUntilAsked!.size) return
      for (const waiting of held) waiting.release(answerFor(waiting.city))
      held = []
    })
  })
  restoreEnv = overrideEnv({ LISTINGS_API_URL: listings.url })
})

afterAll(async () => {
  restoreEnv()
  await listings.close()
})

const criteriaIn = (city: string): SavedCriteria => ({
  type: 'sale',
  propertyType: 'single_family',
  propertyStatus: 'active',
  state: 'CA',
  city,
  photosOnly: false,
})

const db = () => (payload.db as unknown as PostgresAdapter).drizzle

/** `count` confirmed instant searches of `city` with one agent, written with SQL (Payload would take minutes for many). */
async function confirmedSearches(realtorId: number, city: string, count: number, checkedAt: string): Promise<void> {
  const criteria = criteriaIn(city)
  const prefix = uniqueSlug('buyer')
  await db().execute(sql`
    INSERT INTO saved_searches (realtor_id, kind, email, email_hash, locale, frequency, status, criteria, criteria_key,
      consent_text, consent_given_at, consent_confirmed_at, alerts_checked_at)
    SELECT ${realtorId}, 'search', ${prefix} || '-' || g || '@example.com', md5(${prefix} || g), 'en', 'instant', 'active',
      ${JSON.stringify(criteria)}::jsonb, ${criteriaKeyOf(criteria)}, 'test', ${checkedAt}, ${checkedAt}, ${checkedAt}
    FROM generate_series(1, ${count}::int) g`)
}

/** The e-mail jobs one run queued (every job of a run carries its time). */
async function alertJobsOfRun(runAt: string): Promise<number> {
  const { rows } = await db().execute(
    sql`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'emailAlert' AND input ->> 'runAt' = ${runAt}`,
  )
  return Number((rows[0] as { n: number }).n)
}

async function searchesCheckedAt(city: string, at: string): Promise<number> {
  const { rows } = await db().execute(
    sql`SELECT count(*)::int AS n FROM saved_searches WHERE criteria_key = ${criteriaKeyOf(criteriaIn(city))} AND alerts_checked_at = ${at}`,
  )
  return Number((rows[0] as { n: number }).n)
}

async function forget(city: string): Promise<void> {
  await db().execute(sql`DELETE FROM saved_searches WHERE criteria_key = ${criteriaKeyOf(criteriaIn(city))}`)
}

/** `count` confirmed favourites lists of one home, found by a homes search of `city` (one of the known cities). */
async function favouritesLists(realtorId: number, homeId: string, city: string, count: number, checkedAt: string): Promise<string> {
  const prefix = uniqueSlug('fans')
  const favourites = {
    homes: [{ id: homeId, from: new URLSearchParams({ type: 'sale', propertyType: 'single_family', state: 'CA', city }).toString() }],
    known: {},
  }
  await db().execute(sql`
    INSERT INTO saved_searches (realtor_id, kind, email, email_hash, locale, frequency, status, favourites, criteria_key,
      consent_text, consent_given_at, consent_confirmed_at, alerts_checked_at)
    SELECT ${realtorId}, 'favourites', ${prefix} || '-' || g || '@example.com', md5(${prefix} || g), 'en', 'instant', 'active',
      ${JSON.stringify(favourites)}::jsonb, ${prefix} || '-' || g, 'test', ${checkedAt}, ${checkedAt}, ${checkedAt}
    FROM generate_series(1, ${count}::int) g`)
  return prefix
}

async function listsOf(prefix: string): Promise<{ id: number; favourites: { known: Record<string, { price: number }> } }[]> {
  const { rows } = await db().execute(sql`SELECT id, favourites FROM saved_searches WHERE criteria_key LIKE ${`${prefix}-%`} ORDER BY id`)
  return rows as { id: number; favourites: { known: Record<string, { price: number }> } }[]
}

async function alertJobsFor(ids: number[], runAt: string): Promise<number> {
  const { rows } = await db().execute(sql`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'emailAlert'
    AND input ->> 'runAt' = ${runAt} AND (input ->> 'savedSearchId')::int = ANY(${sql.param(ids)}::int[])`)
  return Number((rows[0] as { n: number }).n)
}

const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString()

describe('the alerts run, group by group', () => {
  it('counts every e-mail queued when several criteria groups settle at once', async () => {
    const cities = Array.from({ length: 4 }, () => `Reportville ${uniqueSlug('c')}`)
    const realtor = await makeRealtor(payload)
    for (const city of cities) {
      homesByCity.set(city, [home(city, 1)])
      await confirmedSearches(realtor.id, city, 1, anHourAgo())
    }
    holdUntilAsked = new Set(cities)
    try {
      // The first look makes the snapshots; then each city has one new home.
      await runAlerts(payload, new Date(Date.now() - 60 * 1000))
      for (const city of cities) homesByCity.get(city)!.unshift(home(city, 2))
      const now = new Date()
      const report = await runAlerts(payload, now)

      const queued = await alertJobsOfRun(now.toISOString())
      expect(queued).toBeGreaterThanOrEqual(cities.length)
      expect(report.queued).toBe(queued)
    } finally {
      holdUntilAsked = null
      for (const city of cities) await forget(city)
    }
  })

  it('checks a group of more buyers than PostgreSQL takes parameters in one statement', { timeout: 120_000 }, async () => {
    const city = `Crowdville ${uniqueSlug('c')}`
    const buyers = 65_535 + 500
    homesByCity.set(city, [home(city, 1)])
    const realtor = await makeRealtor(payload)
    await confirmedSearches(realtor.id, city, buyers, anHourAgo())
    try {
      const now = new Date()
      const report = await runAlerts(payload, now)
      expect(report.failedGroups).toBe(0)
      expect(await searchesCheckedAt(city, now.toISOString())).toBe(buyers)
    } finally {
      await forget(city)
    }
  })

  it('checkpoints favourites lists with nothing new together, and still tells the list whose home changed price', async () => {
    // A known city: a favourite's link names the homes search it was found on, and unknown cities fall back to the default one.
    const city = 'Pasadena'
    const [quietHome, pricedHome] = [home(`${city}-${uniqueSlug('q')}`, 1), home(`${city}-${uniqueSlug('p')}`, 2)]
    homesByCity.set(city, [quietHome, pricedHome])
    const realtor = await makeRealtor(payload)
    const counter = countStatements((payload.db as unknown as { pool: CountablePool }).pool)
    const prefixes: string[] = []
    const steadyStatements = async () => {
      await runAlerts(payload, new Date(Date.now() - 30 * 1000))
      return (await counter.measure(() => runAlerts(payload, new Date()))).statements.total
    }
    try {
      prefixes.push(await favouritesLists(realtor.id, quietHome.id, city, 10, anHourAgo()))
      const watcher = await favouritesLists(realtor.id, pricedHome.id, city, 1, anHourAgo())
      prefixes.push(watcher)
      const fewLists = await steadyStatements()
      prefixes.push(await favouritesLists(realtor.id, quietHome.id, city, 300, anHourAgo()))
      const manyLists = await steadyStatements()
      // Three hundred more quiet lists, and at most a statement more (old: a transaction of three each).
      expect(manyLists - fewLists).toBeLessThanOrEqual(1)

      const quiet = (await Promise.all(prefixes.filter((prefix) => prefix !== watcher).map(listsOf))).flat()
      expect(quiet).toHaveLength(310)
      for (const list of quiet) expect(list.favourites.known[quietHome.id]?.price).toBe(quietHome.listPrice)

      pricedHome.listPrice -= 50_000
      const [watching] = await listsOf(watcher)
      const now = new Date()
      await runAlerts(payload, now)
      expect(await alertJobsFor([watching!.id], now.toISOString())).toBe(1)
      expect(
        await alertJobsFor(
          quiet.map((list) => list.id),
          now.toISOString(),
        ),
      ).toBe(0)
      expect((await listsOf(watcher))[0]!.favourites.known[pricedHome.id]?.price).toBe(pricedHome.listPrice)
      // Told once: the next run has nothing for it.
      const later = new Date(Date.now() + 1000)
      await runAlerts(payload, later)
      expect(await alertJobsFor([watching!.id], later.toISOString())).toBe(0)
    } finally {
      counter.restore()
      for (const prefix of prefixes) await db().execute(sql`DELETE FROM saved_searches WHERE criteria_key LIKE ${`${prefix}-%`}`)
    }
  })
})
