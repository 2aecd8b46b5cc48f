/**
 * The visitor numbers one signed-in person asked for, as the admin view (/admin/numbers), the
 * dashboard's summary and the daily CSV read them: who may see which scope is decided here, on the
 * server, for every request (src/lib/analytics/scope.ts); then the days are read (./figures.ts) and
 * handed over as daily figures. The config hands this function to the admin components, which do not
 * reach into collections themselves.
 */
import type { Payload, TypedUser } from 'payload'

import { parseDays } from '@/lib/analytics/days'
import { dailyFigures, type DayFigures } from '@/lib/analytics/figures'
import { parseGrouping, periodsOf, type Grouping, type Periods } from '@/lib/analytics/periods'
import { decideScope, type NumbersScope } from '@/lib/analytics/scope'
import { agentTimeZone, stateTimeZones } from '@/lib/countries'
import { isStaffRole, type Role } from '@/lib/roles'
import type { Locale } from '@/i18n/locales'
import { readFigures, type AgentFigures, type Breakdown, type KeyCount } from './figures'
import { calendarDay } from './recorder'

/** Agents in the staff's picker (the per-agent table links to the others). */
export const AGENT_CHOICES = 200

export type NumbersParams = { agent?: string | null; days?: string | null; by?: string | null }
export type NumbersRefusalReason = 'badAgent' | 'badDays' | 'badGrouping' | 'notYours' | 'noPage' | 'noAgent' | 'signIn'
export type NumbersRefusal = { ok: false; status: 400 | 401 | 403 | 404; reason: NumbersRefusalReason }
export type Named = { id: number; name: string }

export type VisitorNumbers = {
  ok: true
  scope: NumbersScope
  staff: boolean
  /** The agent's name when the scope is one agent. */
  name: string | null
  today: string
  days: number
  by: Grouping
  periods: Periods
  /** Every day from the previous period's start to today. */
  daily: DayFigures[]
  top: Record<Breakdown, KeyCount[]>
  agents: (AgentFigures & { name: string })[]
  /** Staff's picker: agents by name, at most AGENT_CHOICES. */
  choices: Named[]
}

export type NumbersOptions = { now: Date; language: Locale; detail?: boolean }
export type ReadVisitorNumbers = (
  payload: Payload,
  user: TypedUser | null | undefined,
  params: NumbersParams,
  options: NumbersOptions,
) => Promise<VisitorNumbers | NumbersRefusal>

type RealtorRow = {
  id: number
  displayName?: string | null
  desiredUrl?: string | null
  activityRegion?: { state?: string | null }[] | null
}
const nameOf = (realtor: RealtorRow) => realtor.displayName || `/${realtor.desiredUrl ?? realtor.id}`
const refuse = (status: NumbersRefusal['status'], reason: NumbersRefusalReason): NumbersRefusal => ({ ok: false, status, reason })

export const visitorNumbers: ReadVisitorNumbers = async (payload, user, params, { now, language, detail = true }) => {
  if (!user) return refuse(401, 'signIn')
  const staff = isStaffRole(user as { roles?: Role[] })
  const find = (where: object, limit: number) =>
    payload
      .find({
        collection: 'realtors',
        where: where as never,
        depth: 0,
        limit,
        locale: language,
        select: { displayName: true, desiredUrl: true, activityRegion: true },
        sort: 'displayName',
        overrideAccess: true,
      })
      .then((found) => found.docs as RealtorRow[])
  const own = staff ? null : ((await find({ owner: { equals: user.id } }, 1))[0] ?? null)
  const decision = decideScope(params.agent, { staff, ownRealtor: own?.id ?? null })
  if (!decision.ok) return refuse(decision.status, decision.reason)
  const days = parseDays(params.days)
  if (days === null) return refuse(400, 'badDays')
  const by = parseGrouping(params.by)
  if (by === null) return refuse(400, 'badGrouping')
  const { scope } = decision
  const realtor = scope.kind !== 'agent' ? null : (own ?? (await find({ id: { equals: scope.realtor } }, 1))[0])
  if (scope.kind === 'agent' && !realtor) return refuse(404, 'noAgent')
  const today = todayOf(scope, realtor, now)
  const periods = periodsOf(today, days, by)
  const reading = await readFigures(payload, {
    scope,
    readFrom: periods.readFrom,
    today,
    periodFrom: periods.current.from,
    withAgents: detail && scope.kind === 'all',
  })
  const [named, choices] = await Promise.all([
    reading.agents.length ? find({ id: { in: reading.agents.map((agent) => agent.realtor) } }, reading.agents.length) : [],
    staff && detail ? find({}, AGENT_CHOICES) : [],
  ])
  const names = new Map(named.map((row) => [row.id, nameOf(row)]))
  return {
    ok: true,
    scope,
    staff,
    name: realtor ? nameOf(realtor) : null,
    today,
    days,
    by,
    periods,
    daily: dailyFigures(reading.rows, periods.readFrom, today),
    top: reading.top,
    agents: reading.agents.map((agent) => ({ ...agent, name: names.get(agent.realtor) ?? `#${agent.realtor}` })),
    choices: choices.map((row) => ({ id: row.id, name: nameOf(row) })),
  }
}

/**
 * Today in the agent's zone; for the landing page the platform's; for all agents the latest calendar
 * day any agent is in, so the agents in the east are not a day behind in the evening.
 */
function todayOf(scope: NumbersScope, realtor: RealtorRow | null, now: Date): string {
  if (scope.kind === 'agent') return calendarDay(now, agentTimeZone(realtor?.activityRegion))
  if (scope.kind === 'landing') return calendarDay(now, agentTimeZone([]))
  return Object.values(stateTimeZones)
    .map((zone) => calendarDay(now, zone))
    .sort()
    .at(-1)!
}
