/**
 * What the contact's card needs to answer it, read on the server with the Payload instance the admin
 * hands the field: the replies, whether the signed-in user may answer (the agent who has it, or
 * staff; a former agent only reads), the first response and escalation in words, and, for staff once
 * the company's hand-over time has passed, the agents the contact may be handed to.
 */
import type { Payload, TypedUser } from 'payload'

import { inboxAnswerTexts } from '@/i18n/inboxAnswerTexts'
import { answerWayLabels } from '@/i18n/leadResponseTexts'
import type { Locale } from '@/i18n/locales'
import { languageName } from '@/lib/email/languageNames'
import { formatDateTime } from '@/lib/format'
import { escalationSettingsOf } from '@/lib/leadResponse/escalationSettings'
import { workingHoursOf } from '@/lib/leadResponse/workingHours'
import { isStaffRole, type Role } from '@/lib/roles'
import type { Contact, Realtor } from '@/payload-types'

import type { AgentOption, ReplyState, ThreadReply } from './AnswerPanel'
import type { ResponseLine } from './ResponseRows'

/** Enough for any one conversation; a longer one shows its first hundred. */
const MAX_REPLIES = 100
/** The hand-over list stays a list one can scroll through on a phone. */
const MAX_AGENTS = 100

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

export async function answerContextOf(payload: Payload, user: TypedUser, contact: Partial<Contact>, language: Locale) {
  const t = inboxAnswerTexts[language]
  const staff = isStaffRole(user as { roles?: Role[] })
  const realtorId = idOf(contact.realtor)
  const handOvers = contact.reassignments ?? []

  const [own, replies] = await Promise.all([
    staff
      ? null
      : payload.find({
          collection: 'realtors',
          where: { owner: { equals: user.id } },
          depth: 0,
          limit: 5,
          select: {},
          overrideAccess: true,
        }),
    payload.find({
      collection: 'contact-replies',
      where: { contact: { equals: contact.id } },
      sort: 'createdAt',
      limit: MAX_REPLIES,
      depth: 0,
      user,
      overrideAccess: false,
    }),
  ])
  const canAnswer = staff || Boolean(own?.docs.some((realtor) => realtor.id === realtorId))

  // Names of the agents and people the card mentions: display names only, read past access.
  const realtorIds = [
    ...new Set([realtorId, ...handOvers.flatMap((h) => [idOf(h.from), idOf(h.to)])].filter((id): id is number => id !== null)),
  ]
  const userIds = [
    ...new Set(
      [idOf(contact.response?.by), ...handOvers.map((h) => idOf(h.by)), ...replies.docs.map((r) => idOf(r.by))].filter(
        (id): id is number => id !== null,
      ),
    ),
  ]
  const [realtors, users] = await Promise.all([
    payload.find({
      collection: 'realtors',
      where: { id: { in: realtorIds } },
      depth: 0,
      limit: realtorIds.length || 1,
      locale: language,
      select: { displayName: true, desiredUrl: true, workingHours: true, activityRegion: true },
      overrideAccess: true,
    }),
    userIds.length
      ? payload.find({
          collection: 'users',
          where: { id: { in: userIds } },
          depth: 0,
          limit: userIds.length,
          select: { name: true, email: true },
          overrideAccess: true,
        })
      : null,
  ])
  const realtorName = (id: number | null) => {
    const realtor = realtors.docs.find((r) => r.id === id) as Partial<Realtor> | undefined
    return realtor?.displayName || realtor?.desiredUrl || t.someone
  }
  const userName = (id: number | null) => {
    const found = users?.docs.find((u) => u.id === id) as { name?: string | null; email?: string } | undefined
    return found?.name || found?.email || t.someone
  }
  const current = realtors.docs.find((r) => r.id === realtorId) as Partial<Realtor> | undefined
  const timeZone = workingHoursOf(current?.workingHours, current?.activityRegion).timeZone
  const at = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso), language, timeZone) : '—')

  const lines: ResponseLine[] = []
  const first = contact.response
  if (first?.firstAt) {
    const how = first.how ? answerWayLabels[first.how][language] : ''
    const minutes = typeof first.workingMinutes === 'number' ? t.workingMinutes(first.workingMinutes) : ''
    lines.push({
      testId: 'first-response',
      name: t.firstResponse,
      at: first.firstAt,
      text: [how, userName(idOf(first.by))].filter(Boolean).join(' · ') + (minutes ? ` — ${minutes}` : ''),
    })
  }
  if (!canAnswer) {
    const last = handOvers[handOvers.length - 1]
    lines.push({ testId: 'handed-over', name: t.handOvers, text: t.readOnlyHandedTo(realtorName(realtorId), at(last?.at)) })
  }

  let handOverTo: AgentOption[] | null = null
  if (staff) {
    const escalation = contact.escalation
    if (escalation?.status === 'waiting' && escalation.dueAt) {
      lines.push({ testId: 'escalation', name: t.escalation, text: t.waitingUntil(at(escalation.dueAt)) })
    }
    if (escalation?.status === 'escalated' && escalation.escalatedAt) {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, user, overrideAccess: false })
      const { reassignAfterMinutes } = escalationSettingsOf(settings.leadResponse)
      const allowedFrom = Date.parse(escalation.escalatedAt) + reassignAfterMinutes * 60_000
      const allowed = !first?.firstAt && Date.now() >= allowedFrom
      const told = t.staffToldAt(at(escalation.escalatedAt))
      lines.push({
        testId: 'escalation',
        name: t.escalation,
        text: allowed || first?.firstAt ? told : `${told} · ${t.handOverFrom(at(new Date(allowedFrom).toISOString()))}`,
      })
      if (allowed) {
        const { docs } = await payload.find({
          collection: 'realtors',
          where: { id: { not_equals: realtorId } },
          sort: 'desiredUrl',
          depth: 0,
          limit: MAX_AGENTS,
          locale: language,
          select: { displayName: true, desiredUrl: true },
          overrideAccess: true,
        })
        handOverTo = docs.map((r) => ({ id: r.id, name: r.displayName ? `${r.displayName} (/${r.desiredUrl})` : `/${r.desiredUrl}` }))
      }
    }
  }
  if (handOvers.length && (staff || canAnswer)) {
    lines.push({
      testId: 'hand-overs',
      name: t.handOvers,
      text: '',
      items: handOvers.map((h) => t.handOverLine(realtorName(idOf(h.from)), realtorName(idOf(h.to)), at(h.at))),
    })
  }

  const written = contact.writtenIn
  return {
    canAnswer,
    lines,
    handOverTo,
    writtenIn: written && written !== language ? t.writtenIn(languageName(language, written)) : null,
    answerWays: (['phone', 'kakao', 'inPerson'] as const).map((value) => ({ value, label: answerWayLabels[value][language] })),
    replies: replies.docs.map((reply): ThreadReply => ({
      id: reply.id,
      body: reply.body,
      at: reply.createdAt,
      by: userName(idOf(reply.by)),
      state: (reply.notification?.status ?? 'pending') as ReplyState,
    })),
  }
}
