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
  // One statement, so the days are read and the live ones counted once for all three answers (a CTE
  // referenced more than once is computed once): the rows of each answer are told apart by `part`.
  const agentsPart = query.withAgents
    ? sql`
      UNION ALL
      SELECT 'agents', NULL, d.realtor_id, d.metric, NULL, sum(d.count)::float8, shown.visitors FROM d JOIN shown USING (realtor_id)
      WHERE d.day >= ${query.periodFrom} AND d.key = '' AND d.metric IN (${list(AGENT_METRICS)})
      GROUP BY d.realtor_id, d.metric, shown.visitors`
    : sql``
  const { rows } = await db.execute(sql`
    WITH d AS MATERIALIZED (${days}),
    shown AS (
      SELECT realtor_id, sum(count) AS visitors FROM d WHERE ${inPeriod} AND metric = 'visitors' AND key = ''
      GROUP BY realtor_id ORDER BY visitors DESC, realtor_id LIMIT ${TOP_AGENTS}),
    ranked AS (
      SELECT metric, key, sum(count)::float8 AS count, row_number() OVER (PARTITION BY metric ORDER BY sum(count) DESC, key) AS rank
      FROM d WHERE ${inPeriod} AND metric IN (${list(BREAKDOWNS)}) GROUP BY metric, key)
    SELECT 'day' AS part, day::text AS day, NULL::int AS realtor_id, metric, NULL AS key, sum(count)::float8 AS count, NULL::float8 AS ord
    FROM d WHERE key = '' GROUP BY day, metric
    UNION ALL
    SELECT 'top', NULL, NULL, metric, key, count, rank::float8 FROM ranked WHERE rank <= ${TOP_KEYS}
    ${agentsPart}`)
  // `ord` orders each part: a top key's rank, an agent's visitors in the period.
  type Row = { part: 'day' | 'top' | 'agents'; day: string; realtor_id: number; metric: string; key: string; count: number; ord: number }
  const of = (part: Row['part']) => (rows as Row[]).filter((row) => row.part === part)
  return {
    rows: of('day').map((row) => ({ day: row.day, metric: row.metric, count: Number(row.count) })),
    top: topKeys(
      of('top')
        .sort((a, b) => a.metric.localeCompare(b.metric) || a.ord - b.ord)
        .map((row) => ({ metric: row.metric as Breakdown, key: row.key, count: row.count })),
    ),
    // Most visitors first, then by id.
    agents: agentFigures(
      of('agents')
        .sort((a, b) => b.ord - a.ord || a.realtor_id - b.realtor_id)
        .map((row) => ({ realtor_id: row.realtor_id, metric: row.metric as (typeof AGENT_METRICS)[number], count: row.count })),
    ),
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
