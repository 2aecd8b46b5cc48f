/**
 * Reads the visitor numbers of one scope (an agent, all agents, the landing page) for a range of
 * calendar days: per day, the top keys of each breakdown, and for all agents the figures per agent.
 *
 * Days come from the day rollups, except the "live" days, counted here from the raw events with the
 * rollup's own query (./rollUp.ts `figuresOf`): today, and any day with events after the last hour
 * rolled up (yesterday, just after midnight). So today is current, not an hour behind, and a day is
 * never half from one source and half from the other (its visitors would be counted twice).
 * Who may read which scope is decided before this (./numbersAccess.ts).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { TOP_AGENTS, TOP_KEYS, type MetricRow } from '@/lib/analytics/figures'
import type { NumbersScope } from '@/lib/analytics/scope'
import { figuresOf } from './rollUp'

type Sql = ReturnType<typeof sql>

export const BREAKDOWNS = ['page', 'listing', 'source', 'locale', 'device'] as const
export type Breakdown = (typeof BREAKDOWNS)[number]
export type KeyCount = { key: string; count: number }
export type AgentFigures = { realtor: number; visitors: number; pageViews: number; contacts: number; valuations: number }

const AGENT_METRICS = ['visitors', 'pageViews', 'contacts', 'valuations'] as const

export type FiguresQuery = {
  scope: NumbersScope
  /** First day read (the previous period's start) and today. */
  readFrom: string
  today: string
  /** First day of the period the breakdowns and the agents' table cover. */
  periodFrom: string
  withAgents: boolean
}

export type Reading = { rows: MetricRow[]; top: Record<Breakdown, KeyCount[]>; agents: AgentFigures[] }

const scopeWhere = (scope: NumbersScope): Sql =>
  scope.kind === 'agent' ? sql`realtor_id = ${scope.realtor}` : scope.kind === 'all' ? sql`realtor_id IS NOT NULL` : sql`realtor_id IS NULL`

const list = (values: readonly string[]): Sql =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

export async function readFigures(payload: Payload, query: FiguresQuery): Promise<Reading> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const scope = scopeWhere(query.scope)
  const range = sql`day >= ${query.readFrom} AND day <= ${query.today}`
  const { rows: unrolled } = await db.execute(sql`
    SELECT DISTINCT day FROM analytics_events
    WHERE ${scope} AND ${range}
      AND at >= coalesce((SELECT max(start) + interval '1 hour' FROM analytics_rollups WHERE period = 'hour'), '-infinity')`)
  const live = list([...new Set([query.today, ...(unrolled as { day: string }[]).map((row) => row.day)])])
  // Every figure of every day in the range, one row per agent, day, figure and key, whichever its source.
  const days = sql`
    SELECT realtor_id, day, metric, key, count::float8 AS count FROM analytics_rollups
    WHERE period = 'day' AND ${scope} AND ${range} AND day NOT IN (${live})
    UNION ALL
    SELECT realtor_id, bucket, metric, key, count::float8 FROM (${figuresOf(sql`
      SELECT realtor_id, day AS bucket, visitor, kind, page, path, locale, source, device, listing, utm_medium, utm_campaign
      FROM analytics_events WHERE ${scope} AND day IN (${live})`)}) f`
  const inPeriod = sql`day >= ${query.periodFrom}`
  const [perDay, top, agents] = await Promise.all([
    db.execute(sql`
      WITH d AS (${days})
      SELECT day, metric, sum(count)::float8 AS count FROM d WHERE key = '' GROUP BY day, metric`),
    db.execute(sql`
      WITH d AS (${days})
      SELECT metric, key, count FROM (
        SELECT metric, key, sum(count)::float8 AS count, row_number() OVER (PARTITION BY metric ORDER BY sum(count) DESC, key) AS rank
        FROM d WHERE ${inPeriod} AND metric IN (${list(BREAKDOWNS)}) GROUP BY metric, key) ranked
      WHERE rank <= ${TOP_KEYS} ORDER BY metric, rank`),
    query.withAgents
      ? db.execute(sql`
          WITH d AS (${days}),
          shown AS (
            SELECT realtor_id, sum(count) AS visitors FROM d WHERE ${inPeriod} AND metric = 'visitors' AND key = ''
            GROUP BY realtor_id ORDER BY visitors DESC, realtor_id LIMIT ${TOP_AGENTS})
          SELECT d.realtor_id, d.metric, sum(d.count)::float8 AS count FROM d JOIN shown USING (realtor_id)
          WHERE d.day >= ${query.periodFrom} AND d.key = '' AND d.metric IN (${list(AGENT_METRICS)})
          GROUP BY d.realtor_id, d.metric, shown.visitors ORDER BY shown.visitors DESC, d.realtor_id`)
      : null,
  ])
  return {
    rows: (perDay.rows as { day: string; metric: string; count: number }[]).map((row) => ({ ...row, count: Number(row.count) })),
    top: topKeys(top.rows as { metric: Breakdown; key: string; count: number }[]),
    agents: agentFigures((agents?.rows ?? []) as { realtor_id: number; metric: (typeof AGENT_METRICS)[number]; count: number }[]),
  }
}

function topKeys(rows: { metric: Breakdown; key: string; count: number }[]): Record<Breakdown, KeyCount[]> {
  const top = Object.fromEntries(BREAKDOWNS.map((name) => [name, [] as KeyCount[]])) as Record<Breakdown, KeyCount[]>
  for (const row of rows) top[row.metric]?.push({ key: row.key, count: Number(row.count) })
  return top
}

function agentFigures(rows: { realtor_id: number; metric: (typeof AGENT_METRICS)[number]; count: number }[]): AgentFigures[] {
  const byAgent = new Map<number, AgentFigures>()
  for (const row of rows) {
    const agent = byAgent.get(row.realtor_id) ?? { realtor: row.realtor_id, visitors: 0, pageViews: 0, contacts: 0, valuations: 0 }
    agent[row.metric] = Number(row.count)
    byAgent.set(row.realtor_id, agent)
  }
  return [...byAgent.values()]
}
