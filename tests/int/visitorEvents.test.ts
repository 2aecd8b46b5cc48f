/**
 * First-party visitor numbers: what the beacon endpoint stores and what it never does, the daily
 * visitor hash, and the rollups against the raw events.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { acceptBeacon, countEvents } from '@/collections/Analytics/collectEndpoint'
import type { WireEvent } from '@/lib/analytics/events'
import { flushAnalytics } from '@/collections/Analytics/recorder'
import { rollUpAnalytics } from '@/collections/Analytics/rollUp'
import { METRIC_OF_KIND } from '@/lib/analytics/figures'
import { metrics } from '@/integrations/observability/metrics'
import { testPayload } from '../harness/payload'
import { makeRealtor } from '../harness/fixtures'
import { validContact, validLead } from '../harness/formBodies'
import { rest } from '../harness/rest'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const HOUR = 60 * 60 * 1000

let payload: Payload
let kim: number
let park: number
let ipCounter = 0

const db = () => (payload.db as unknown as PostgresAdapter).drizzle
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute(query)).rows as T[]
}
const eventsOf = (realtor: number) =>
  rows<Record<string, unknown>>(sql`SELECT * FROM analytics_events WHERE realtor_id = ${realtor} ORDER BY id`)

const counted = async (outcome: 'stored' | 'dropped') =>
  (await metrics().visitorEvents.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0

const browserHeaders = (extra: Record<string, string> = {}) => ({
  'User-Agent': CHROME,
  'X-Forwarded-For': `198.51.100.${++ipCounter}`,
  Host: 'localhost:3000',
  ...extra,
})
const pageView = (site: number | null, extra: Record<string, unknown> = {}) => ({
  site,
  events: [{ kind: 'page_view', page: 'home', path: '/', locale: 'ko', ...extra }],
})
const post = (body: unknown, headers: Record<string, string> = browserHeaders()) =>
  rest('POST', '/analytics/events', {
    raw: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain', ...headers },
  })

beforeAll(async () => {
  payload = await testPayload()
  // Figures are rolled up from every event in the table: this file's clock starts from an empty one.
  await db().execute(sql`DELETE FROM analytics_rollups`)
  await db().execute(sql`DELETE FROM analytics_events`)
  kim = (await makeRealtor(payload)).id
  park = (await makeRealtor(payload)).id
})

describe('the beacon endpoint', () => {
  it('stores a page view with its page, language, source, campaign and device, answers 204 and sets no cookie', async () => {
    const storedBefore = await counted('stored')
    const response = await post(
      {
        site: kim,
        events: [
          {
            kind: 'page_view',
            page: 'listing',
            path: '/listings/abc-1?x=1',
            locale: 'en',
            referrer: 'https://www.google.com/search?q=kim',
            utmMedium: 'CPC',
            utmCampaign: 'fall',
          },
          { kind: 'listing_view', listing: 'abc-1', locale: 'en' },
        ],
      },
      browserHeaders({ 'User-Agent': IPHONE }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe('')
    await flushAnalytics(payload)
    const stored = await eventsOf(kim)
    expect(stored).toHaveLength(2)
    expect(await counted('stored')).toBe(storedBefore + 2)
    expect(stored[0]).toMatchObject({
      kind: 'page_view',
      page: 'listing',
      path: '/listings/abc-1',
      locale: 'en',
      source: 'google.com',
      utm_medium: 'cpc',
      utm_campaign: 'fall',
      device: 'mobile',
    })
    expect(stored[1]).toMatchObject({ kind: 'listing_view', listing: 'abc-1', device: 'mobile' })
    // Nothing of the visitor's address or browser is kept: only a hash.
    const text = JSON.stringify(stored)
    expect(text).not.toContain('198.51.100.')
    expect(text).not.toContain('iPhone')
    expect(stored[0]!.visitor).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps a referrer from the site itself out of the sources, and a UTM source before the referrer', async () => {
    await post(pageView(park, { referrer: 'http://localhost:3000/park/homes' }))
    await post(pageView(park, { referrer: 'https://m.facebook.com/', utmSource: 'Newsletter' }))
    await flushAnalytics(payload)
    expect((await eventsOf(park)).map((row) => row.source)).toEqual([null, 'newsletter'])
    await db().execute(sql`DELETE FROM analytics_events WHERE realtor_id = ${park}`)
  })

  it('counts neither robots nor visitors who ask not to be tracked nor people signed in to the admin', async () => {
    const before = (await eventsOf(kim)).length
    const uncounted: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36' },
      { 'User-Agent': 'curl/8.5.0' },
      { 'User-Agent': '' },
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { Cookie: 'i18n_redirected=ko; payload-token=abc.def.ghi' },
    ]
    for (const extra of uncounted) {
      const response = await post(pageView(kim), browserHeaders(extra))
      expect(response.status).toBe(204)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    await flushAnalytics(payload)
    expect(await eventsOf(kim)).toHaveLength(before)
    // The same beacon from a browser that asks nothing is counted (the checks above are not a broken endpoint).
    await post(pageView(kim), browserHeaders({ Cookie: 'i18n_redirected=ko' }))
    await flushAnalytics(payload)
    expect(await eventsOf(kim)).toHaveLength(before + 1)
  })

  it('answers what is wrong with a body that is not a beacon, and stores nothing of it', async () => {
    const before = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM analytics_events`))[0]!.n
    const notJson = await post('{"site":')
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).errors[0].message).toMatch(/JSON/)
    const badKind = await post({ site: kim, events: [{ kind: 'purchase' }] })
    expect(badKind.status).toBe(400)
    expect((await badKind.json()).errors[0].message).toMatch(/events\.0\.kind/)
    // A contact is counted by the server when the form is stored, never taken from a beacon.
    const faked = await post({ site: kim, events: [{ kind: 'contact' }] })
    expect(faked.status).toBe(400)
    expect((await faked.json()).errors[0].message).toMatch(/events\.0\.kind/)
    const tooMany = await post({ site: kim, events: Array.from({ length: 21 }, () => ({ kind: 'search' })) })
    expect(tooMany.status).toBe(400)
    const huge = await post({ site: kim, events: [{ kind: 'page_view', path: `/${'x'.repeat(9000)}` }] })
    expect(huge.status).toBe(413)
    // An agent id past PostgreSQL's integers is refused here, never left to break the batch it would join.
    const outOfRange = await post(pageView(2_147_483_648))
    expect(outOfRange.status).toBe(400)
    expect((await outOfRange.json()).errors[0].message).toMatch(/site/)
    // An agent who does not exist: answered like any beacon, nothing kept, counted as dropped for the engineer on call.
    const droppedBefore = await counted('dropped')
    expect((await post(pageView(2_000_000_000))).status).toBe(204)
    await flushAnalytics(payload)
    expect(await counted('dropped')).toBe(droppedBefore + 1)
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM analytics_events`))[0]!.n).toBe(before)
  })
})

describe('a contact, a valuation request, a saved search or a lead', () => {
  it('is counted by the server when the form is stored, as the same visitor as their page views, and not when they ask not to be', async () => {
    const headers = browserHeaders()
    await post(pageView(park), headers)
    const contact = await rest('POST', '/realtor-contacts', { body: validContact(park), headers })
    expect(contact.status).toBe(201)
    await flushAnalytics(payload)
    const [view, counted] = await eventsOf(park)
    expect(counted).toMatchObject({ kind: 'contact', realtor_id: park })
    expect(counted!.visitor).toBe(view!.visitor)

    const unasked = await rest('POST', '/realtor-contacts', { body: validContact(park), headers: browserHeaders({ 'Sec-GPC': '1' }) })
    expect(unasked.status).toBe(201)
    const lead = await rest('POST', '/send-to-slack', { body: validLead(), headers: browserHeaders() })
    expect(lead.status).toBe(201)
    await flushAnalytics(payload)
    expect(await eventsOf(park)).toHaveLength(2)
    expect(await rows(sql`SELECT kind::text FROM analytics_events WHERE realtor_id IS NULL AND kind = 'lead'`)).toHaveLength(1)
    await db().execute(sql`DELETE FROM analytics_events WHERE realtor_id = ${park} OR kind = 'lead'`)
  })
})

describe('the visitor hash', () => {
  it('is the same for one browser within a day and different the next day', async () => {
    const headers = new Headers(browserHeaders())
    const beacon = JSON.stringify(pageView(park))
    const monday = new Date('2026-11-23T10:00:00Z')
    await acceptBeacon(payload, headers, beacon, monday)
    await acceptBeacon(payload, headers, beacon, new Date(monday.getTime() + 5 * HOUR))
    await acceptBeacon(payload, headers, beacon, new Date(monday.getTime() + 24 * HOUR))
    await flushAnalytics(payload)
    const [first, later, nextDay] = (await eventsOf(park)).map((row) => row.visitor)
    expect(later).toBe(first)
    expect(nextDay).not.toBe(first)
    await db().execute(sql`DELETE FROM analytics_events WHERE realtor_id = ${park}`)
  })
})

describe('the rollups', () => {
  it('equal the raw counts per hour and per day, run twice or not, and the raw events go after 30 days', async () => {
    await db().execute(sql`DELETE FROM analytics_events`)
    // Three visitors over three hours of two days (Los Angeles time: kim and park work in California).
    const start = new Date('2026-11-24T06:30:00Z') // 22:30 on the 23rd in Los Angeles
    const visits: [number | null, number, number, Record<string, unknown>[]][] = [
      // [agent, visitor, hours after start, events]
      [kim, 1, 0, [{ kind: 'page_view', page: 'home', path: '/', locale: 'ko' }]],
      [kim, 1, 0, [{ kind: 'page_view', page: 'homes', path: '/homes', locale: 'ko' }, { kind: 'search' }]],
      [
        kim,
        2,
        1,
        [
          { kind: 'page_view', page: 'listing', path: '/listings/a1', locale: 'en', referrer: 'https://naver.com/' },
          { kind: 'listing_view', listing: 'a1' },
        ],
      ],
      [kim, 2, 2, [{ kind: 'favourite', listing: 'a1' }, { kind: 'contact' }]],
      [kim, 3, 2, [{ kind: 'page_view', page: 'home', path: '/', locale: 'ja' }, { kind: 'saved_search' }, { kind: 'valuation' }]],
      [park, 1, 1, [{ kind: 'page_view', page: 'home', path: '/', locale: 'ko' }]],
      [null, 3, 2, [{ kind: 'page_view', page: 'landing', path: '/', locale: 'en' }, { kind: 'lead' }]],
    ]
    for (const [site, visitor, hours, events] of visits) {
      const headers = new Headers({ 'User-Agent': CHROME, 'X-Forwarded-For': `203.0.113.${visitor}` })
      // The server's own counting (beacon and forms alike): the rollups are about what was counted.
      await countEvents(payload, headers, site, events as WireEvent[], new Date(start.getTime() + hours * HOUR))
    }
    await flushAnalytics(payload)
    const now = new Date(start.getTime() + 4 * HOUR)
    const first = await rollUpAnalytics(payload, now)
    // 06:00 to 10:00 UTC: four hours ended before 10:30.
    expect(first?.hours).toBe(4)

    type Figure = { realtor_id: number | null; bucket: string; metric: string; key: string; count: number }
    const hourly = () =>
      rows<Figure>(
        sql`SELECT realtor_id, start::text AS bucket, metric, key, count::int AS count FROM analytics_rollups WHERE period = 'hour' ORDER BY 1, 2, 3, 4`,
      )
    const daily = () =>
      rows<Figure>(
        sql`SELECT realtor_id, day AS bucket, metric, key, count::int AS count FROM analytics_rollups WHERE period = 'day' ORDER BY 1, 2, 3, 4`,
      )
    const raw = (bucket: ReturnType<typeof sql>) =>
      rows<{ realtor_id: number | null; bucket: string; kind: string; n: number; visitors: number }>(
        sql`SELECT realtor_id, ${bucket} AS bucket, kind::text, count(*)::int AS n, count(DISTINCT visitor)::int AS visitors FROM analytics_events GROUP BY 1, 2, 3`,
      )
    const total = (figures: Figure[], realtor: number | null, metric: string) =>
      figures
        .filter((row) => row.realtor_id === realtor && row.metric === metric && row.key === '')
        .reduce((sum, row) => sum + row.count, 0)
    const rawTotal = (counts: Awaited<ReturnType<typeof raw>>, realtor: number | null, kind: string) =>
      counts.filter((row) => row.realtor_id === realtor && row.kind === kind).reduce((sum, row) => sum + row.n, 0)

    const hours = await hourly()
    const days = await daily()
    const rawHours = await raw(sql`date_trunc('hour', at)::text`)
    const metrics = METRIC_OF_KIND
    for (const realtor of [kim, park, null]) {
      for (const [kind, metric] of Object.entries(metrics)) {
        expect(total(hours, realtor, metric), `${realtor} ${metric} by hour`).toBe(rawTotal(rawHours, realtor, kind))
        expect(total(days, realtor, metric), `${realtor} ${metric} by day`).toBe(rawTotal(rawHours, realtor, kind))
      }
    }
    // By hand: kim had 4 page views, 1 search, 1 listing view, 1 favourite, 1 saved search, 1 contact, 1 valuation.
    expect(total(days, kim, 'pageViews')).toBe(4)
    expect(total(days, null, 'leads')).toBe(1)
    // Days are kim's calendar days in Los Angeles: 22:30 on the 23rd, then 23:30, then 00:30 on the 24th.
    const kimVisitors = days.filter((row) => row.realtor_id === kim && row.metric === 'visitors')
    expect(kimVisitors.map(({ bucket, count }) => [bucket, count])).toEqual([
      ['2026-11-23', 2],
      ['2026-11-24', 2],
    ])
    // Breakdowns: the pages, the listing, the sources (direct is '') and the languages of kim's page views.
    const kimDay = (metric: string) =>
      Object.fromEntries(
        days
          .filter((row) => row.realtor_id === kim && row.metric === metric)
          .reduce((map, row) => map.set(row.key, (map.get(row.key) ?? 0) + row.count), new Map<string, number>()),
      )
    expect(kimDay('page')).toEqual({ '/': 2, '/homes': 1, '/listings/a1': 1 })
    expect(kimDay('listing')).toEqual({ a1: 1 })
    expect(kimDay('source')).toEqual({ '': 3, 'naver.com': 1 })
    expect(kimDay('locale')).toEqual({ ko: 2, en: 1, ja: 1 })

    // A second run at the same moment rolls the last three hours again and changes nothing.
    const again = await rollUpAnalytics(payload, now)
    expect(again?.hours).toBe(3)
    expect(await hourly()).toEqual(hours)
    expect(await daily()).toEqual(days)

    // An event written late, into an hour already rolled up (a server's retry after an outage), still counts.
    const late = new Headers({ 'User-Agent': CHROME, 'X-Forwarded-For': '203.0.113.9' })
    await countEvents(payload, late, kim, [{ kind: 'contact' }], new Date(start.getTime() + 2 * HOUR))
    await flushAnalytics(payload)
    await rollUpAnalytics(payload, new Date(now.getTime() + 10 * 60 * 1000))
    expect(total(await hourly(), kim, 'contacts')).toBe(2)
    expect(total(await daily(), kim, 'contacts')).toBe(2)
    const withLate = await daily()

    // 31 days later the raw events are gone and the figures stay.
    const later = await rollUpAnalytics(payload, new Date(start.getTime() + 31 * 24 * HOUR))
    expect(later?.deleted).toBe(visits.reduce((sum, visit) => sum + visit[3].length, 0) + 1)
    expect(await rows(sql`SELECT 1 FROM analytics_events`)).toHaveLength(0)
    expect(await daily()).toEqual(withLate)
    // And the salts of the days before are gone: no stored hash can be recomputed.
    expect(await rows(sql`SELECT 1 FROM analytics_salts WHERE day < '2026-12-25'`)).toHaveLength(0)
  })
})

describe('the raw events past their 30 days', () => {
  it('are deleted oldest first in batches of their own, and what a run leaves the next run deletes', async () => {
    await db().execute(sql`DELETE FROM analytics_events`)
    const base = new Date('2027-06-01T08:00:00Z')
    const headers = new Headers({ 'User-Agent': CHROME, 'X-Forwarded-For': '203.0.113.50' })
    for (let minute = 0; minute < 5; minute++) {
      await countEvents(payload, headers, park, [{ kind: 'contact' }], new Date(base.getTime() + minute * 60_000))
    }
    await flushAnalytics(payload)
    const now = new Date(base.getTime() + 31 * 24 * HOUR)
    // Two batches of two: four of the five go in this run, the newest stays for the next.
    const first = await rollUpAnalytics(payload, now, { batch: 2, maxBatches: 2 })
    expect(first?.deleted).toBe(4)
    const left = await rows<{ at: Date | string }>(sql`SELECT at FROM analytics_events`)
    expect(left.map((row) => new Date(row.at).toISOString())).toEqual([new Date(base.getTime() + 4 * 60_000).toISOString()])
    const next = await rollUpAnalytics(payload, new Date(now.getTime() + 10 * 60_000), { batch: 2, maxBatches: 2 })
    expect(next?.deleted).toBe(1)
    expect(await rows(sql`SELECT 1 FROM analytics_events`)).toHaveLength(0)
  })
})

describe('an agent deleted', () => {
  it('takes their visitor numbers along, never leaving them to the landing page', async () => {
    const gone = (await makeRealtor(payload)).id
    await acceptBeacon(payload, new Headers(browserHeaders()), JSON.stringify(pageView(gone)), new Date())
    await flushAnalytics(payload)
    expect(await eventsOf(gone)).toHaveLength(1)
    const landingBefore = (await rows(sql`SELECT 1 FROM analytics_events WHERE realtor_id IS NULL`)).length
    await payload.delete({ collection: 'realtors', id: gone })
    expect(await eventsOf(gone)).toHaveLength(0)
    expect(await rows(sql`SELECT 1 FROM analytics_events WHERE realtor_id IS NULL`)).toHaveLength(landingBefore)
  })
})
