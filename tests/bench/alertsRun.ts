/**
 * The alerts run (src/jobs/alerts/runAlerts.ts) at scale, in this process: Payload loaded against the
 * bench database, the listings API played by a real HTTP stand-in on 127.0.0.1 (LISTINGS_API_URL),
 * buyers written with SQL (./alertSubscribers.ts). No Next server: the run is a job.
 *
 * First with `small` buyers: a baseline run (snapshots made, nothing sent) and a steady run (nothing
 * new). Then, from scratch, with `large` buyers over the same criteria: baseline, steady, and a run in
 * which `withNews` of the criteria find one new home (an e-mail job for each of their buyers). Last,
 * favourites lists (three homes each, found by the same criteria): a steady run at `small` and at
 * `large` lists. Each run reports its wall time, the SQL statements it sent
 * (tests/harness/sqlStatements.ts), the listings-source calls and the e-mails it queued. The steady
 * runs at both sizes show whether statements grow with buyers or only with distinct criteria.
 * Everything it added is removed at the end.
 */
import pg from 'pg'

import type { AlertRunReport } from '@/jobs/alerts/runAlerts'
import type { SavedCriteria } from '@/lib/savedSearches/criteria'
import { overrideEnv } from '../harness/env'
import { listingsApiReply, standInHome } from '../harness/standIns/listingsStandIn'
import { startStandIn, type Recorded, type Reply } from '../harness/standIns/standInServer'
import { addBenchSubscribers, benchCriteria, queuedAlertEmails, removeBenchSubscribers, type BenchKind } from './alertSubscribers'
import { countStatements, topShapes, type CountablePool } from '../harness/sqlStatements'

export type AlertRunFigures = AlertRunReport & {
  wallMs: number
  statements: number
  listingsCalls: number
}

export type AlertsFigures = {
  criteria: number
  agents: number
  small: { subscribers: number; baseline: AlertRunFigures; steady: AlertRunFigures }
  large: {
    subscribers: number
    baseline: AlertRunFigures
    steady: AlertRunFigures
    news: AlertRunFigures
    criteriaWithNews: number
    jobsWaiting: number
  }
  /** Favourites lists of three homes each over the same criteria: a steady run at `small` and at `large` lists. */
  favourites: { small: AlertRunFigures; large: AlertRunFigures }
}

type Options = { databaseUrl: string; small: number; large: number; withNews: number; agents: number }

const HOME_LIST = '/cozying-api/v1/home/list'

export async function measureAlerts({ databaseUrl, small, large, withNews, agents: agentCount }: Options): Promise<AlertsFigures> {
  const criteria = benchCriteria()
  const newHomeIn = new Set<string>()
  const standIn = await startStandIn((request) => withNewHomes(request, newHomeIn))
  const restoreEnv = overrideEnv({ LISTINGS_API_URL: standIn.url })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { loadPayload, closePayload } = await import('../../runtime/payload')
  const { runAlerts } = await import('@/jobs/alerts/runAlerts')
  const payload = await loadPayload()
  const counter = countStatements((payload.db as unknown as { pool: CountablePool }).pool)
  try {
    const agents = await publishedAgents(client, agentCount)
    await removeBenchSubscribers(client, criteria)

    const run = async (label: string): Promise<AlertRunFigures> => {
      const callsBefore = homeListCalls(standIn.requests)
      const started = performance.now()
      const { result, statements } = await counter.measure(() => runAlerts(payload, new Date()))
      const figures = {
        ...result,
        wallMs: performance.now() - started,
        statements: statements.total,
        listingsCalls: homeListCalls(standIn.requests) - callsBefore,
      }
      console.log(`[bench] alerts ${label}: ${JSON.stringify({ ...figures, wallMs: Math.round(figures.wallMs) })}`)
      console.log(
        `[bench]   most frequent statements:\n${topShapes(statements)
          .map((line) => `[bench]   ${line}`)
          .join('\n')}`,
      )
      return figures
    }
    const addBuyers = async (count: number, kind: BenchKind = 'search') => {
      const checkedAt = new Date(Date.now() - 60 * 60 * 1000)
      const added = await addBenchSubscribers(client, { kind, count, criteria, agents, checkedAt })
      // Fresh statistics, as autovacuum would have them for a table this size.
      await client.query('ANALYZE saved_searches')
      console.log(`[bench] alerts: ${added} buyers (${kind}) over ${criteria.length} criteria and ${agents.length} agents`)
    }
    /** A steady run of favourites lists: the first run learns each home's price, the second has nothing new. */
    const steadyFavourites = async (count: number) => {
      await removeBenchSubscribers(client, criteria)
      await addBuyers(count, 'favourites')
      await run(`favourites @${count} first look`)
      return run(`favourites @${count} steady`)
    }

    await addBuyers(small)
    const smallFigures = { subscribers: small, baseline: await run(`@${small} baseline`), steady: await run(`@${small} steady`) }
    await removeBenchSubscribers(client, criteria)

    await addBuyers(large)
    const baseline = await run(`@${large} baseline`)
    const steady = await run(`@${large} steady`)
    for (const one of criteria.slice(0, withNews)) newHomeIn.add(queryKey(one))
    const news = await run(`@${large} one new home in ${withNews} criteria`)
    const jobsWaiting = await queuedAlertEmails(client)
    newHomeIn.clear()
    const favourites = { small: await steadyFavourites(small), large: await steadyFavourites(large) }
    return {
      criteria: criteria.length,
      agents: agents.length,
      small: smallFigures,
      large: { subscribers: large, baseline, steady, news, criteriaWithNews: withNews, jobsWaiting },
      favourites,
    }
  } finally {
    counter.restore()
    await removeBenchSubscribers(client, criteria).catch((error: unknown) => console.error('[bench] removing the alerts buyers:', error))
    await client.end()
    await closePayload(payload)
    restoreEnv()
    await standIn.close()
  }
}

/** The stand-in's own answer, with one more home first (the newest) for criteria in `newHomeIn`. */
function withNewHomes(request: Recorded, newHomeIn: Set<string>): Reply | undefined {
  const reply = listingsApiReply(request)
  const query = new URL(request.path, 'http://stand-in').searchParams
  if (!reply || reply === 'hang' || reply.status !== 200 || !newHomeIn.has(queryKey(Object.fromEntries(query)))) return reply
  const { homes } = reply.body as { homes: unknown[] }
  const fresh = {
    ...standInHome(query, 0),
    id: `bench-new-${queryKey(Object.fromEntries(query))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}`,
    address: '1 New Home Way',
  }
  return { status: 200, body: { homes: [fresh, ...homes] } }
}

/** One criteria as the home-list call names it (its type, property type and city). */
function queryKey(criteria: Partial<Record<keyof SavedCriteria, unknown>>): string {
  return `${String(criteria.type)}|${String(criteria.propertyType)}|${String(criteria.city)}`
}

const homeListCalls = (requests: Recorded[]) => requests.filter((request) => request.path.startsWith(HOME_LIST)).length

async function publishedAgents(client: pg.Client, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>("SELECT id FROM realtors WHERE _status = 'published' ORDER BY id LIMIT $1", [count])
  if (rows.length < count) throw new Error(`alerts bench: ${count} published agents wanted, ${rows.length} found`)
  return rows.map((row) => row.id)
}
