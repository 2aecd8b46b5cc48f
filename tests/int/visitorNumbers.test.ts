/**
 * The agent's numbers in the admin, from beacons to figures: events put in through the beacon's own
 * code (`acceptBeacon`, then the batched write and the rollup, as production does) for two agents and
 * the landing page over several days, with a clock the test holds. Then: each agent reads only their
 * own (another agent's id is refused), staff read each and the sum for all; today is counted live from
 * the raw events, before and after a rollup, never twice; a week is the sum of its days; the daily CSV
 * says what the figures say.
 *
 * The clock is set in 2031 so no other test's events share these days; the rows are removed afterwards
 * so the rollup's progress (the last hour rolled up) is back where it was for the files that follow.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { flushAnalytics } from '@/collections/Analytics/recorder'
import { acceptBeacon, countEvents } from '@/collections/Analytics/collectEndpoint'
import { BEACON_KINDS, type WireEvent } from '@/lib/analytics/events'
import { dailyCsv } from '@/collections/Analytics/dailyCsvEndpoint'
import { visitorNumbers, type VisitorNumbers } from '@/collections/Analytics/numbers'
import { rollUpAnalytics } from '@/collections/Analytics/rollUp'
import { METRIC_OF_KIND, sumFigures, type Figures } from '@/lib/analytics/figures'
import { weeklyFigures } from '@/lib/analytics/weeks'
import { makePerson, makeRealtor, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** Wednesday 12 March 2031, 13:00 in Los Angeles (the agents' zone: no activity region is California). */
const NOW = new Date('2031-03-12T20:00:00Z')
const TODAY = '2031-03-12'
/** Noon in Los Angeles on a day of March 2031 (PDT from the 9th, PST before). */
const noonOf = (day: string) => new Date(`${day}T${day >= '2031-03-09' ? '19' : '20'}:00:00Z`)

type Event = { kind: string; page?: string; path?: string; listing?: string; utmSource?: string; referrer?: string; locale?: string }
type Visit = { site: 'A' | 'B' | null; at: Date; ip: string; agent?: string; events: Event[] }

const view = (path: string, extra: Partial<Event> = {}): Event => ({ kind: 'page_view', page: 'home', path, locale: 'ko', ...extra })

/** Who came when, and did what: the whole fixture, from which every expected figure is counted. */
const visits: Visit[] = [
  {
    site: 'A',
    at: noonOf('2031-03-05'),
    ip: '10.90.0.1',
    events: [view('/'), view('/listings/L1'), { kind: 'listing_view', listing: 'L1' }],
  },
  { site: 'A', at: noonOf('2031-03-05'), ip: '10.90.0.2', events: [view('/', { locale: 'en' }), { kind: 'search' }] },
  { site: 'A', at: noonOf('2031-03-10'), ip: '10.90.0.1', events: [view('/homes', { utmSource: 'Newsletter' }), { kind: 'contact' }] },
  {
    site: 'A',
    at: noonOf('2031-03-11'),
    ip: '10.90.0.3',
    agent: PHONE,
    events: [
      view('/', { referrer: 'https://www.google.com/search?q=x', locale: 'ja' }),
      { kind: 'favourite', listing: 'L1' },
      { kind: 'saved_search' },
      { kind: 'valuation' },
    ],
  },
  // Today: one visit already inside a rolled-up hour, one after the last hour rolled up.
  { site: 'A', at: new Date('2031-03-12T15:00:00Z'), ip: '10.90.0.1', events: [view('/')] },
  {
    site: 'A',
    at: new Date('2031-03-12T19:30:00Z'),
    ip: '10.90.0.4',
    events: [view('/listings/L2'), { kind: 'listing_view', listing: 'L2' }, { kind: 'contact' }],
  },
  { site: 'B', at: noonOf('2031-03-09'), ip: '10.90.0.5', events: [view('/'), { kind: 'contact' }] },
  { site: 'B', at: noonOf('2031-03-11'), ip: '10.90.0.5', events: [view('/')] },
  { site: 'B', at: noonOf('2031-03-11'), ip: '10.90.0.6', events: [view('/homes')] },
  { site: 'B', at: new Date('2031-03-12T19:30:00Z'), ip: '10.90.0.6', events: [view('/')] },
  { site: null, at: noonOf('2031-03-11'), ip: '10.90.0.7', events: [view('/', { page: 'landing' }), { kind: 'lead' }] },
]

const metricOf: Record<string, keyof Figures> = METRIC_OF_KIND
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at)

/** The figures the fixture should give one site on one day: visitors are distinct addresses that day. */
function expected(site: Visit['site'], day: string): Figures {
  const mine = visits.filter((visit) => visit.site === site && dayOf(visit.at) === day)
  const figures = sumFigures([])
  figures.visitors = new Set(mine.map((visit) => visit.ip)).size
  for (const visit of mine) for (const event of visit.events) figures[metricOf[event.kind]] += 1
  return figures
}

let payload: Payload
let staff: Person
let agentA: Person
let agentB: Person
let realtorA: number
let realtorB: number
const siteId = (site: Visit['site']) => (site === 'A' ? realtorA : site === 'B' ? realtorB : null)
const db = () => (payload.db as unknown as PostgresAdapter).drizzle
const userOf = (person: Person) => payload.findByID({ collection: 'users', id: person.id, depth: 0 }) as Promise<TypedUser>

async function send(visit: Visit) {
  const headers = new Headers({ 'user-agent': visit.agent ?? CHROME, 'x-forwarded-for': visit.ip, host: 'homes.example.test' })
  // Pages' events as the beacon sends them; contacts, valuations, saved searches and leads as their forms' endpoints count them.
  const fromPage = visit.events.filter((event) => (BEACON_KINDS as readonly string[]).includes(event.kind))
  const fromForms = visit.events.filter((event) => !fromPage.includes(event))
  if (fromPage.length) {
    const outcome = await acceptBeacon(payload, headers, JSON.stringify({ site: siteId(visit.site), events: fromPage }), visit.at)
    expect(outcome).toEqual({ status: 204, counted: fromPage.length })
  }
  if (fromForms.length)
    expect(await countEvents(payload, headers, siteId(visit.site), fromForms as WireEvent[], visit.at)).toBe(fromForms.length)
}

async function numbers(person: Person, params: Record<string, string> = {}, now = NOW): Promise<VisitorNumbers> {
  const result = await visitorNumbers(payload, await userOf(person), params, { now, language: 'en' })
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.reason}`)
  return result
}
const dayFigures = (result: VisitorNumbers, day: string) => result.daily.find((entry) => entry.day === day)!.figures

beforeAll(async () => {
  payload = await testPayload()
  ;[staff, agentA, agentB] = await Promise.all([makePerson(payload, 'staff'), makePerson(payload, 'agent'), makePerson(payload, 'agent')])
  realtorA = (await makeRealtor(payload, { owner: agentA.id })).id
  realtorB = (await makeRealtor(payload, { owner: agentB.id })).id
  // Before today's last visits: everything up to 19:00 UTC today is rolled up, as a runner would have.
  for (const visit of visits.filter((v) => v.at < new Date('2031-03-12T19:00:00Z'))) await send(visit)
  await flushAnalytics(payload)
  await rollUpAnalytics(payload, new Date('2031-03-12T19:10:00Z'))
  for (const visit of visits.filter((v) => v.at >= new Date('2031-03-12T19:00:00Z'))) await send(visit)
  await flushAnalytics(payload)
})

afterAll(async () => {
  await db().execute(sql`DELETE FROM analytics_events WHERE at >= '2031-01-01'`)
  await db().execute(sql`DELETE FROM analytics_rollups WHERE start >= '2031-01-01' OR day >= '2031-01-01'`)
  await db().execute(sql`DELETE FROM analytics_salts WHERE day >= '2031-01-01'`)
})

describe("today's numbers are live", () => {
  it("counts today's visits after the last hour rolled up, and the earlier ones once", async () => {
    const mine = await numbers(agentA)
    expect(dayFigures(mine, TODAY)).toEqual(expected('A', TODAY))
    expect(dayFigures(mine, TODAY)).toMatchObject({ visitors: 2, pageViews: 2, contacts: 1, listingViews: 1 })
  })

  it("still counts each of today's visitors once after their hour is rolled up", async () => {
    await rollUpAnalytics(payload, new Date(NOW.getTime() + 60 * 60_000))
    const mine = await numbers(agentA)
    expect(dayFigures(mine, TODAY)).toEqual(expected('A', TODAY))
  })

  it('shows a visit made a minute ago, before any rollup', async () => {
    const later = new Date(NOW.getTime() + 5 * 60_000)
    await send({ site: 'B', at: later, ip: '10.90.0.8', events: [view('/homes')] })
    await flushAnalytics(payload)
    const theirs = await numbers(agentB, {}, new Date(later.getTime() + 60_000))
    visits.push({ site: 'B', at: later, ip: '10.90.0.8', events: [view('/homes')] })
    expect(dayFigures(theirs, TODAY)).toEqual(expected('B', TODAY))
    expect(dayFigures(theirs, TODAY).visitors).toBe(2)
  })
})

describe('each agent sees only their own numbers', () => {
  it("an agent's days are their own visits, day by day", async () => {
    const mine = await numbers(agentA)
    for (const day of ['2031-03-05', '2031-03-10', '2031-03-11', TODAY]) expect(dayFigures(mine, day)).toEqual(expected('A', day))
    expect(sumFigures(mine.daily.filter(({ day }) => day >= mine.periods.current.from))).toMatchObject({
      visitors: 6,
      pageViews: 7,
      contacts: 2,
      valuations: 1,
      leads: 0,
    })
    expect(mine.top.page).toEqual([
      { key: '/', count: 4 },
      { key: '/homes', count: 1 },
      { key: '/listings/L1', count: 1 },
      { key: '/listings/L2', count: 1 },
    ])
    expect(mine.top.source).toEqual([
      { key: '', count: 5 },
      { key: 'google.com', count: 1 },
      { key: 'newsletter', count: 1 },
    ])
    expect(mine.top.device).toEqual([
      { key: 'desktop', count: 6 },
      { key: 'mobile', count: 1 },
    ])
    expect(mine.top.listing).toEqual([
      { key: 'L1', count: 1 },
      { key: 'L2', count: 1 },
    ])
  })

  it("another agent's id, all agents or the landing page are refused to an agent (403), and bad values are 400s", async () => {
    const user = await userOf(agentA)
    const asked = (agent: string, days?: string) => visitorNumbers(payload, user, { agent, days }, { now: NOW, language: 'en' })
    for (const agent of [String(realtorB), 'all', 'landing'])
      expect(await asked(agent)).toEqual({ ok: false, status: 403, reason: 'notYours' })
    expect(await asked(String(realtorA))).toMatchObject({ ok: true, scope: { kind: 'agent', realtor: realtorA } })
    expect(await asked('x1')).toEqual({ ok: false, status: 400, reason: 'badAgent' })
    expect(await asked(String(realtorA), '401')).toEqual({ ok: false, status: 400, reason: 'badDays' })
  })

  it('staff read each agent, the landing page, and all agents as the sum of the agents', async () => {
    const all = await numbers(staff, { agent: 'all' })
    const a = await numbers(staff, { agent: String(realtorA) })
    const b = await numbers(staff, { agent: String(realtorB) })
    const landing = await numbers(staff, { agent: 'landing' })
    for (const day of ['2031-03-05', '2031-03-09', '2031-03-10', '2031-03-11', TODAY]) {
      expect(dayFigures(a, day)).toEqual(expected('A', day))
      expect(dayFigures(b, day)).toEqual(expected('B', day))
      expect(dayFigures(all, day)).toEqual(sumFigures([{ figures: expected('A', day) }, { figures: expected('B', day) }]))
    }
    expect(dayFigures(landing, '2031-03-11')).toEqual(expected(null, '2031-03-11'))
    expect(dayFigures(landing, '2031-03-11')).toMatchObject({ visitors: 1, leads: 1 })
    expect(all.agents.map((agent) => agent.realtor)).toEqual([realtorA, realtorB])
    expect(all.agents[0]).toMatchObject({ visitors: 6, pageViews: 7, contacts: 2, valuations: 1 })
    expect(await visitorNumbers(payload, await userOf(staff), { agent: '999999999' }, { now: NOW, language: 'en' })).toEqual({
      ok: false,
      status: 404,
      reason: 'noAgent',
    })
  })
})

describe('weeks', () => {
  it('a week is the sum of its days, Monday to Sunday, the current week up to today', async () => {
    const mine = await numbers(agentA, { by: 'weeks' })
    const weeks = weeklyFigures(mine.daily, TODAY)
    expect(weeks).toHaveLength(12)
    const thisWeek = weeks.at(-1)!
    const lastWeek = weeks.at(-2)!
    expect(thisWeek.weekStart).toBe('2031-03-10')
    expect(thisWeek.figures).toEqual(sumFigures(['2031-03-10', '2031-03-11', TODAY].map((day) => ({ figures: expected('A', day) }))))
    expect(lastWeek.weekStart).toBe('2031-03-03')
    expect(lastWeek.figures).toEqual(expected('A', '2031-03-05'))
    expect(sumFigures(weeks)).toEqual(sumFigures(mine.daily.filter(({ day }) => day >= mine.periods.current.from)))
  })
})

describe('GET /api/analytics/daily.csv', () => {
  const csvOf = async (person: Person, query: Record<string, string>, language = 'en') =>
    dailyCsv({ payload, user: (await userOf(person)) as never, i18n: { language } as never, query }, NOW)
  const rowsOf = async (response: Response) =>
    (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','))

  it('has one row per day, the same numbers as the figures, the header in the admin language', async () => {
    const response = await csvOf(agentA, { days: '10' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = await rowsOf(response)
    expect(header).toEqual([
      'Day',
      'Visitors',
      'Page views',
      'Searches',
      'Listing views',
      'Favourites',
      'Saved searches',
      'Contacts',
      'Valuation requests',
      'Homepage requests',
    ])
    expect(rows).toHaveLength(10)
    expect(rows[0][0]).toBe('2031-03-03')
    expect(rows.at(-1)![0]).toBe(TODAY)
    const figures = await numbers(agentA, { days: '10' })
    for (const row of rows) {
      const day = figures.daily.find((entry) => entry.day === row[0])!.figures
      expect(row.slice(1).map(Number)).toEqual(Object.values(day))
      expect(row.slice(1).map(Number)).toEqual(Object.values(expected('A', row[0])))
    }
    const [korean] = await rowsOf(await csvOf(agentA, {}, 'ko'))
    expect(korean.slice(0, 3)).toEqual(['날짜', '방문자', '페이지뷰'])
  })

  it("staff get any agent's file and all agents' together; an agent asking for another's gets a 403", async () => {
    const rowsFor = async (agent: string) => (await rowsOf(await csvOf(staff, { agent, days: '7' }))).slice(1)
    const [a, b, all] = await Promise.all([rowsFor(String(realtorA)), rowsFor(String(realtorB)), rowsFor('all')])
    all.forEach((row, i) => expect(row.slice(1).map(Number)).toEqual(row.slice(1).map((_, j) => Number(a[i][j + 1]) + Number(b[i][j + 1]))))
    const refused = await csvOf(agentA, { agent: String(realtorB) })
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors[0].message).toBe('You can see only your own page’s numbers.')
  })

  it('over HTTP: 401 without signing in, 403 for another agent, 400 for a bad number of days', async () => {
    const anonymous = await rest('GET', `/analytics/daily.csv?agent=${realtorA}`)
    expect(anonymous.status).toBe(401)
    const other = await rest('GET', `/analytics/daily.csv?agent=${realtorB}`, { token: agentA.token })
    expect(other.status).toBe(403)
    expect((await other.json()).errors[0].message).toMatch(/only your own|본인 페이지/)
    const badDays = await rest('GET', `/analytics/daily.csv?days=0`, { token: agentA.token })
    expect(badDays.status).toBe(400)
    const own = await rest('GET', `/analytics/daily.csv?days=3`, { token: agentA.token })
    expect(own.status).toBe(200)
    // The BOM Excel needs to read UTF-8 (text() would drop it: read the bytes).
    expect([...new Uint8Array(await own.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
