/**
 * On the dashboard: how fast contacts are answered. An agent sees their contacts unanswered right
 * now (with a link to them) and, for each of the last eight weeks, the contacts received, the median
 * working minutes to the first response and the shares answered within 5 minutes and within an hour.
 * Staff see the same per agent. Figures: src/lib/leadResponse/responseFigures.ts.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { ReactNode } from 'react'
import type { Payload, TypedUser, Where } from 'payload'

import { inboxAnswerTexts } from '@/i18n/inboxAnswerTexts'
import { localeOfLanguage, type Locale } from '@/i18n/locales'
import { agentFigures, weeklyFigures, type Figures, type ResponseRow } from '@/lib/leadResponse/responseFigures'
import { workingHoursOf } from '@/lib/leadResponse/workingHours'
import { isStaffRole, type Role } from '@/lib/roles'
import type { Contact, Realtor } from '@/payload-types'

import { cardStyle } from './cardStyle'
import { AgentFiguresList } from './responseTimes/AgentFiguresList'
import { FiguresTable, type Cell } from './responseTimes/FiguresTable'

const DAY = 24 * 60 * 60 * 1000
/** Bounds of what one dashboard reads: the rows of the weeks shown, and the agents in the staff's table. */
const MAX_ROWS = 5000
const MAX_AGENTS = 50

const rowSelect = {
  createdAt: true,
  status: true,
  realtor: true,
  response: { firstAt: true, workingMinutes: true },
  escalation: { status: true },
} as const
/** Waiting for a first response, tracked (escalation on), not set aside in the inbox. */
const unansweredWhere: Where = {
  and: [{ status: { equals: 'new' } }, { 'response.firstAt': { exists: false } }, { 'escalation.status': { not_equals: 'off' } }],
}
const unansweredQuery =
  'where[and][0][status][equals]=new&where[and][1][response.firstAt][exists]=false&where[and][2][escalation.status][not_equals]=off'

type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient }

const rowOf = (contact: Partial<Contact>): ResponseRow => ({
  createdAt: contact.createdAt ?? '',
  status: contact.status,
  firstAt: contact.response?.firstAt,
  workingMinutes: contact.response?.workingMinutes,
  escalationStatus: contact.escalation?.status,
})

const realtorIdOf = (contact: Partial<Contact>) => (typeof contact.realtor === 'object' ? contact.realtor?.id : contact.realtor)

function formats(language: Locale) {
  const t = inboxAnswerTexts[language]
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
  return {
    minutes: (m: number | null): Cell => (m === null ? t.none : t.minutes(m)),
    share: (s: number | null): Cell => (s === null ? t.none : percent.format(s)),
  }
}

export async function ResponseTimes({ payload, user, i18n }: Props) {
  if (!user) return null
  const language = localeOfLanguage(i18n?.language)
  return isStaffRole(user as { roles?: Role[] }) ? (
    <StaffResponseTimes payload={payload} language={language} />
  ) : (
    <AgentResponseTimes payload={payload} user={user} language={language} />
  )
}

/** The count of contacts waiting now, opening the list of them. */
function UnansweredLink({ admin, text }: { admin: string; text: string }) {
  return (
    <p style={{ margin: 0 }}>
      <a
        data-testid="unanswered-now"
        href={`${admin}/collections/contacts?${unansweredQuery}`}
        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontSize: 16, color: 'var(--theme-text)' }}
      >
        {text}
      </a>
    </p>
  )
}

/** The contacts received in the last `days` days (bounded), with what the figures need. */
function contactsSince(payload: Payload, days: number, where?: Where) {
  const since: Where = { createdAt: { greater_than_equal: new Date(Date.now() - days * DAY).toISOString() } }
  return payload.find({
    collection: 'contacts',
    where: where ? { and: [where, since] } : since,
    select: rowSelect,
    depth: 0,
    limit: MAX_ROWS,
    pagination: false,
    overrideAccess: true,
  })
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid="response-times" style={{ ...cardStyle, gap: 12 }}>
      <h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>
      {children}
    </section>
  )
}

async function AgentResponseTimes({ payload, user, language }: { payload: Payload; user: TypedUser; language: Locale }) {
  const t = inboxAnswerTexts[language]
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { owner: { equals: user.id } },
    depth: 0,
    limit: 1,
    select: { workingHours: true, activityRegion: true },
    overrideAccess: true,
  })
  const realtor = docs[0] as Partial<Realtor> | undefined
  if (!realtor?.id) return null
  const now = new Date()
  const { timeZone } = workingHoursOf(realtor.workingHours, realtor.activityRegion)
  const mine: Where = { realtor: { equals: realtor.id } }
  const [contacts, unanswered] = await Promise.all([
    // Eight weeks and a day: the oldest week starts on a Monday up to 8 × 7 days back, in any zone.
    contactsSince(payload, 57, mine),
    payload.count({ collection: 'contacts', where: { and: [mine, unansweredWhere] }, overrideAccess: true }),
  ])
  const weeks = weeklyFigures(contacts.docs.map(rowOf), { now, timeZone }).reverse()
  const f = formats(language)
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const admin = payload.config.routes.admin
  return (
    <Frame title={t.dashboardTitle}>
      <UnansweredLink admin={admin} text={t.unansweredNow(unanswered.totalDocs)} />
      <FiguresTable
        testId="weekly-response-times"
        caption={t.dashboardTitle}
        head={[t.week, t.received, t.median, t.within5, t.within60]}
        rows={weeks.map((week, i) => ({
          key: week.weekStart,
          cells: [
            i === 0 ? t.thisWeek : day.format(new Date(`${week.weekStart}T00:00:00Z`)),
            String(week.received),
            f.minutes(week.medianMinutes),
            f.share(week.within5),
            f.share(week.within60),
          ],
        }))}
      />
      <p style={{ margin: 0, fontSize: 14, color: 'var(--theme-elevation-800)' }}>{t.workingNote}</p>
    </Frame>
  )
}

async function StaffResponseTimes({ payload, language }: { payload: Payload; language: Locale }) {
  const t = inboxAnswerTexts[language]
  const now = new Date()
  const [recent, waiting] = await Promise.all([
    // This week and the four before it, in any agent's zone.
    contactsSince(payload, 36),
    payload.find({
      collection: 'contacts',
      where: unansweredWhere,
      select: { realtor: true },
      depth: 0,
      limit: MAX_ROWS,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const rowsByAgent = new Map<number, ResponseRow[]>()
  for (const contact of recent.docs) {
    const id = realtorIdOf(contact)
    if (typeof id !== 'number') continue
    rowsByAgent.set(id, [...(rowsByAgent.get(id) ?? []), rowOf(contact)])
  }
  const unansweredByAgent = new Map<number, number>()
  for (const contact of waiting.docs) {
    const id = realtorIdOf(contact)
    if (typeof id === 'number') unansweredByAgent.set(id, (unansweredByAgent.get(id) ?? 0) + 1)
  }
  const ranked = [...new Set([...rowsByAgent.keys(), ...unansweredByAgent.keys()])]
    .map((id) => ({ id, weight: (rowsByAgent.get(id)?.length ?? 0) + (unansweredByAgent.get(id) ?? 0) }))
    .sort((a, b) => b.weight - a.weight || a.id - b.id)
  const shown = ranked.slice(0, MAX_AGENTS)
  const realtors = shown.length
    ? (
        await payload.find({
          collection: 'realtors',
          where: { id: { in: shown.map((agent) => agent.id) } },
          depth: 0,
          limit: shown.length,
          locale: language,
          select: { displayName: true, desiredUrl: true, workingHours: true, activityRegion: true },
          overrideAccess: true,
        })
      ).docs
    : []
  const f = formats(language)
  const unanswered = [...unansweredByAgent.values()].reduce((sum, n) => sum + n, 0)
  const admin = payload.config.routes.admin
  return (
    <Frame title={t.dashboardTitle}>
      <UnansweredLink admin={admin} text={t.unansweredNow(unanswered)} />
      {shown.length ? (
        <AgentFiguresList
          testId="agents-response-times"
          terms={[t.unansweredColumn, t.thisWeekMedian, t.fourWeeksMedian, t.fourWeeksWithin5, t.fourWeeksWithin60]}
          agents={shown.map(({ id }) => {
            const realtor = realtors.find((r) => r.id === id) as Partial<Realtor> | undefined
            const { timeZone } = workingHoursOf(realtor?.workingHours, realtor?.activityRegion)
            const figures = agentFigures(rowsByAgent.get(id) ?? [], { now, timeZone })
            const four: Figures = figures.lastFourWeeks
            return {
              key: String(id),
              name: realtor?.displayName || `/${realtor?.desiredUrl ?? id}`,
              href: `${admin}/collections/contacts?where[realtor][equals]=${id}`,
              figures: [
                String(unansweredByAgent.get(id) ?? 0),
                f.minutes(figures.thisWeekMedian),
                f.minutes(four.medianMinutes),
                f.share(four.within5),
                f.share(four.within60),
              ],
            }
          })}
        />
      ) : (
        <p style={{ margin: 0 }}>{t.noAgents}</p>
      )}
      <p style={{ margin: 0, fontSize: 14, color: 'var(--theme-elevation-800)' }}>
        {t.workingNote} {ranked.length > MAX_AGENTS ? t.topAgentsNote(MAX_AGENTS) : null}
      </p>
    </Frame>
  )
}
