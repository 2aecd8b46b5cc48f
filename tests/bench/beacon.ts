/**
 * The analytics beacon (POST /api/analytics/events, src/collections/Analytics/collectEndpoint.ts):
 *
 * 1. Throughput: autocannon, 50 connections, the beacon body of one page view of the agent's home;
 *    then the events counted in analytics_events (written in batches by the recorder, at most a
 *    second later) against the 204s answered, the warm-up's included.
 * 2. What beacons cost a page: the agent page under the /kim load run's settings, with no beacons
 *    ("off") and with one beacon per page view ("on"), alternately, off/on ROUNDS times each; the
 *    medians compared.
 *
 * Every beacon is what a desktop Chrome sends with navigator.sendBeacon (text/plain, its User-Agent):
 * the endpoint answers robots (autocannon's own User-Agent among them) 204 without counting them.
 * Each beacon also carries its own X-Forwarded-For (the bench stands where a deployment's proxy
 * would, TRUSTED_PROXIES=127.0.0.1 in ./server.ts, as for the speed-to-lead visitors): the visitor is
 * a hash of address and browser, and one visitor's events beyond 300 an hour are answered 204 and
 * not counted, so from one address and one browser all but the first 300 beacons would be dropped.
 * Distinct visitors, one page view each, is what a busy agent page sees.
 */
import http from 'node:http'

import autocannon, { type Request, type Result } from 'autocannon'
import pg from 'pg'

import { CONNECTIONS, DURATION_S, loadHeaders, summarise, WARMUP_S, type LoadResult, type LoadTarget } from './load'
import { delay } from './server'

/** A current desktop Chrome on Windows: counted as a person, device class desktop. */
export const CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const BEACON_PATH = '/api/analytics/events'
export const BEACON_CONNECTIONS = 50
export const ROUNDS = 2
/** The recorder writes within a second (src/collections/Analytics/recorder.ts); this is the most we wait for it. */
const STORED_WAIT_MS = 30_000
const POLL_MS = 200

export type StoredCheck = {
  /** beacons answered 204 (each carries one event) */
  accepted: number
  /**
   * beacons sent whose answer never came back: in flight when autocannon stopped (it closes its
   * connections then), so the server may have counted them: stored may exceed accepted by this many
   */
  unanswered: number
  /** rows analytics_events grew by */
  stored: number
  /** from the end of the load until the count reached `accepted` (or gave up) */
  waitedMs: number
}

export type BeaconThroughput = { load: LoadResult; stored: StoredCheck }

export type PageRound = { beacons: boolean; page: LoadResult; beaconsSent: number; beaconErrors: number; pageViews: number }

export type BeaconOnOff = { rounds: PageRound[]; stored: StoredCheck }

/** The body navigator.sendBeacon sends for one page view of the agent's home, from a Google search. */
export function beaconBody(realtorId: number): string {
  return JSON.stringify({
    site: realtorId,
    events: [{ kind: 'page_view', page: 'home', path: '/', locale: 'ko', referrer: 'https://www.google.com/' }],
  })
}

const beaconHeaders = {
  'content-type': 'text/plain;charset=UTF-8',
  'user-agent': CHROME_USER_AGENT,
  'accept-language': 'ko',
}

let visitors = 0
/** A new client address for every beacon: 10.0.0.1, 10.0.0.2, … (16 million before it repeats). */
function nextVisitorAddress(): string {
  visitors = (visitors % 0xfffffe) + 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

export async function measureBeaconThroughput(options: { origin: string; realtorId: number; databaseUrl: string }): Promise<BeaconThroughput> {
  const db = new pg.Client({ connectionString: options.databaseUrl })
  await db.connect()
  try {
    const before = await eventCount(db)
    const request: Request & { setupRequest: (request: Request) => Request } = {
      method: 'POST',
      path: BEACON_PATH,
      headers: beaconHeaders,
      body: beaconBody(options.realtorId),
      setupRequest: (next) => ({ ...next, headers: { ...next.headers, 'x-forwarded-for': nextVisitorAddress() } }),
    }
    const settings = { url: options.origin, connections: BEACON_CONNECTIONS, timeout: 10, requests: [request] }
    const warmUp = await autocannon({ ...settings, duration: WARMUP_S })
    const result = await autocannon({ ...settings, duration: DURATION_S })
    const stored = await waitForStored(db, before, noContent(warmUp) + noContent(result), unanswered(warmUp) + unanswered(result))
    return { load: summarise(result), stored }
  } finally {
    await db.end()
  }
}

/**
 * Off and on alternately, ROUNDS times each, so that a slow spell of a shared machine weighs on both.
 *
 * How "every page view sends one beacon" is played: each 2xx page response autocannon receives sends
 * one beacon at once, over a pool of as many keep-alive connections as the page load has, without
 * the page's connection waiting for it (a browser sends the beacon on its own; the next visitor's page
 * does not wait for it). So beacons arrive at exactly the page-view rate, right after each view. The
 * two alternatives measure something else: a second autocannon on the beacon sends as many as the
 * endpoint takes (several per page view: a beacon flood, part 1's figure), and a GET-then-POST
 * sequence per autocannon connection puts the beacon's round trip into the page's closed loop, so the
 * page's req/s would drop by the beacon's share of each connection's time even if beacons cost the
 * server nothing.
 *
 * The off rounds listen to the page responses the same way (and send nothing), so the client side
 * differs only by the beacons themselves, which the bench process sends (it shares the 2 cores).
 */
export async function measureBeaconOnOff(options: { page: LoadTarget; origin: string; realtorId: number; databaseUrl: string }): Promise<BeaconOnOff> {
  const db = new pg.Client({ connectionString: options.databaseUrl })
  await db.connect()
  try {
    const rounds: PageRound[] = []
    const stored: StoredCheck = { accepted: 0, unanswered: 0, stored: 0, waitedMs: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      for (const beacons of [false, true]) {
        const before = beacons ? await eventCount(db) : 0
        const measured = await pageRound(options, beacons)
        rounds.push(measured.round)
        console.log(
          `[bench] beacons ${beacons ? 'on ' : 'off'} round ${round + 1}: ${Math.round(measured.round.page.reqPerSec)} req/s, p99 ${measured.round.page.p99} ms` +
            (beacons ? `, ${measured.round.beaconsSent} beacons for ${measured.round.pageViews} page views` : ''),
        )
        if (beacons) {
          // Settled before the next round, so that no flush of this one lands in an "off" round.
          const check = await waitForStored(db, before, measured.accepted)
          // The sender waits for every beacon's answer, so there is nothing unanswered to allow for.
          stored.accepted += check.accepted
          stored.stored += check.stored
          stored.waitedMs = Math.max(stored.waitedMs, check.waitedMs)
        }
      }
    }
    return { rounds, stored }
  } finally {
    await db.end()
  }
}

async function pageRound(
  options: { page: LoadTarget; origin: string; realtorId: number },
  beacons: boolean,
): Promise<{ round: PageRound; accepted: number }> {
  const sender = beacons ? new BeaconSender(options.origin, beaconBody(options.realtorId)) : null
  const settings = { url: options.page.url, connections: CONNECTIONS, timeout: 10, headers: loadHeaders(options.page) }
  let pageViews = 0
  let measuring = false
  let sentBefore = 0
  const onResponse = (_client: unknown, status: number) => {
    if (status < 200 || status >= 300) return
    if (measuring) pageViews++
    sender?.send()
  }
  await autocannon({ ...settings, duration: WARMUP_S }).on('response', onResponse)
  measuring = true
  sentBefore = sender?.sent ?? 0
  const result: Result = await autocannon({ ...settings, duration: DURATION_S }).on('response', onResponse)
  const beaconsSent = (sender?.sent ?? 0) - sentBefore
  await sender?.close()
  return {
    round: { beacons, page: summarise(result), beaconsSent, beaconErrors: sender?.errors ?? 0, pageViews },
    accepted: sender?.accepted ?? 0,
  }
}

/** Sends beacons as they are asked for, over at most CONNECTIONS keep-alive connections (more wait their turn). */
class BeaconSender {
  sent = 0
  accepted = 0
  errors = 0
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  private readonly pending = new Set<Promise<void>>()
  private readonly url: URL

  constructor(
    origin: string,
    private readonly body: string,
  ) {
    this.url = new URL(BEACON_PATH, origin)
  }

  send(): void {
    this.sent++
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        this.url,
        { method: 'POST', agent: this.agent, headers: { ...beaconHeaders, 'x-forwarded-for': nextVisitorAddress() } },
        (res) => {
          if (res.statusCode === 204) this.accepted++
          else this.errors++
          res.resume()
          res.on('end', resolve)
          res.on('error', () => resolve())
        },
      )
      req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')))
      req.on('error', () => {
        this.errors++
        resolve()
      })
      req.end(this.body)
    })
    this.pending.add(done)
    void done.then(() => this.pending.delete(done))
  }

  /** Waits for the beacons still under way, then closes the connections. */
  async close(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending])
    this.agent.destroy()
  }
}

function noContent(result: Result): number {
  return result.statusCodeStats['204']?.count ?? 0
}

function unanswered(result: Result): number {
  return Math.max(0, result.requests.sent - result.requests.total)
}

async function eventCount(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events')
  return rows[0]!.n
}

/**
 * Polls analytics_events until it has grown by `accepted` rows (bounded by STORED_WAIT_MS), then once
 * more after another flush interval, so that events stored twice would show as more than accepted.
 */
async function waitForStored(db: pg.Client, before: number, accepted: number, unanswered = 0): Promise<StoredCheck> {
  const started = Date.now()
  let stored = (await eventCount(db)) - before
  while (stored < accepted && Date.now() - started < STORED_WAIT_MS) {
    await delay(POLL_MS)
    stored = (await eventCount(db)) - before
  }
  const waitedMs = Date.now() - started
  if (stored < accepted) console.warn(`[bench] beacon: ${stored} of ${accepted} events stored after ${waitedMs} ms`)
  await delay(1_500)
  stored = (await eventCount(db)) - before
  return { accepted, unanswered, stored, waitedMs }
}
