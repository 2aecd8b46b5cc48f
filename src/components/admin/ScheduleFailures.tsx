/**
 * Above every admin page: the scheduled publications of the signed-in user that failed when
 * their time came (the job ran as that user and was refused, say, by the publish checklist).
 * Without this only the server log knew. Each names the document, when it was due and why, in
 * the user's admin language, links to the document and can be dismissed.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { localeOfLanguage, type Locale } from '@/i18n/locales'
import { localeTag } from '@/lib/format'
import { publishMessage, problemsIn } from '@/lib/publishing/messages'
import { DismissScheduleFailure } from './DismissScheduleFailure'

/** At most this many at once: the newest; dismissing one brings the next. */
const SHOWN = 5

const texts = {
  ko: {
    title: '예약한 게시가 실행되지 않았습니다',
    publish: (what: string, when: string) => `${when}에 예약한 "${what}" 게시가 실행되지 않았습니다.`,
    unpublish: (what: string, when: string) => `${when}에 예약한 "${what}" 비공개 전환이 실행되지 않았습니다.`,
    unknown: '다시 시도하거나 담당 직원에게 문의하세요.',
    open: '문서 열기',
  },
  en: {
    title: 'A scheduled publication did not happen',
    publish: (what: string, when: string) => `Publishing "${what}", scheduled for ${when}, did not happen.`,
    unpublish: (what: string, when: string) => `Taking "${what}" offline, scheduled for ${when}, did not happen.`,
    unknown: 'Try again, or ask staff for help.',
    open: 'Open the document',
  },
  ja: {
    title: '予約した公開が実行されませんでした',
    publish: (what: string, when: string) => `${when}に予約した「${what}」の公開は実行されませんでした。`,
    unpublish: (what: string, when: string) => `${when}に予約した「${what}」の非公開は実行されませんでした。`,
    unknown: 'もう一度お試しいただくか、スタッフにお問い合わせください。',
    open: '文書を開く',
  },
}

type Job = {
  id: number
  waitUntil?: string | null
  createdAt: string
  error?: { message?: string } | null
  input?: { type?: string; timezone?: string; doc?: { relationTo?: string; value?: string | number }; global?: string } | null
}
type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient }

async function titleOf(payload: Payload, user: TypedUser, job: Job, locale: Locale): Promise<string> {
  const target = job.input?.doc
  if (!target?.relationTo) return job.input?.global ?? ''
  const collection = payload.collections[target.relationTo as 'realtors']
  const useAsTitle = collection?.config.admin?.useAsTitle
  try {
    const doc = await payload.findByID({
      collection: target.relationTo as 'realtors',
      id: Number(target.value),
      depth: 0,
      locale,
      user,
      overrideAccess: false,
    })
    const title = useAsTitle ? (doc as unknown as Record<string, unknown>)[useAsTitle] : null
    return typeof title === 'string' && title ? title : `#${target.value}`
  } catch {
    return `#${target.value}`
  }
}

export async function ScheduleFailures({ payload, user, i18n }: Props) {
  if (!user) return null
  const language = localeOfLanguage(i18n?.language)
  const t = texts[language]
  const { docs } = await payload.db.find<Job>({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }, { 'input.user.value': { equals: user.id } }],
    },
    sort: '-waitUntil',
    limit: SHOWN,
    pagination: false,
  })
  if (!docs.length) return null
  const admin = payload.config.routes.admin
  const failures = await Promise.all(
    docs.map(async (job) => {
      const problems = problemsIn(job.error?.message ?? '')
      const timeZone = job.input?.timezone
      // With the zone's name: the server's clock is not the agent's.
      const when = new Intl.DateTimeFormat(localeTag(language), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        ...(timeZone ? { timeZone } : {}),
      }).format(new Date(job.waitUntil ?? job.createdAt))
      const doc = job.input?.doc
      return {
        id: job.id,
        text: (job.input?.type === 'unpublish' ? t.unpublish : t.publish)(await titleOf(payload, user, job, language), when),
        reason: problems.length ? problems.map((problem) => publishMessage(problem, language)).join(' ') : t.unknown,
        href: doc?.relationTo ? `${admin}/collections/${doc.relationTo}/${doc.value}` : `${admin}/globals/${job.input?.global}`,
      }
    }),
  )
  return (
    <section aria-label={t.title} className="schedule-failures" data-testid="schedule-failures" role="alert">
      {failures.map((failure) => (
        <div className="schedule-failures__item" key={failure.id}>
          <p>
            <strong>{failure.text}</strong> {failure.reason}
          </p>
          <p className="schedule-failures__actions">
            <a href={failure.href}>{t.open}</a>
            <DismissScheduleFailure id={failure.id} />
          </p>
        </div>
      ))}
    </section>
  )
}
