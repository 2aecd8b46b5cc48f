/**
 * The dashboard's first block for an agent: their page (address and own
 * domain), when it was last edited and, while translation suggestions are on, the month's usage of
 * their character budget; NewContactsCount below it counts new contacts. Staff have the
 * whole list and sync state elsewhere; this shows only an agent's own page.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { isStaffRole, type Role } from '@/lib/roles'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { localeOfLanguage } from '@/i18n/locales'
import { localeTag } from '@/lib/format'
import { cardStyle } from './cardStyle'

const texts = {
  ko: {
    title: '내 페이지',
    view: '내 페이지 보기',
    edit: '페이지 편집',
    lastEdit: '마지막 수정',
    unpublished: '아직 공개 전입니다.',
    none: '이 계정에 연결된 에이전트 페이지가 없습니다. 직원에게 연결을 요청하세요.',
    translations: (used: string, limit: string) => `번역 제안: 이번 달 ${limit}자 중 ${used}자 사용`,
  },
  en: {
    title: 'My page',
    view: 'View my page',
    edit: 'Edit my page',
    lastEdit: 'Last edited',
    unpublished: 'Not published yet.',
    none: 'No agent page is linked to this account yet. Ask the staff to link it.',
    translations: (used: string, limit: string) => `Translation suggestions: ${used} of ${limit} characters used this month`,
  },
  ja: {
    title: 'マイページ',
    view: 'マイページを見る',
    edit: 'ページを編集',
    lastEdit: '最終更新',
    unpublished: 'まだ公開されていません。',
    none: 'このアカウントにリンクされたエージェントページはまだありません。スタッフにリンクを依頼してください。',
    translations: (used: string, limit: string) => `翻訳の提案: 今月 ${limit} 文字中 ${used} 文字を使用`,
  },
}
const localePrefix = { ko: '', en: '/en', ja: '/ja-JP' }

/** The agent's translation characters this month, or null while the service is off (given by the config). */
export type TranslationBudgetOf = (payload: Payload, realtorId: number) => Promise<{ used: number; limit: number } | null>

type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient; translationBudget?: TranslationBudgetOf }

export async function RealtorDashboard({ payload, user, i18n, translationBudget }: Props) {
  if (!user || isStaffRole(user as { roles?: Role[] })) return null
  const language = localeOfLanguage(i18n?.language)
  const t = texts[language]
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { owner: { equals: user.id } },
    limit: 1,
    depth: 0,
    locale: language,
    user,
    overrideAccess: false,
  })
  const realtor = docs[0]
  if (!realtor) return <p data-testid="agent-dashboard">{t.none}</p>
  const admin = payload.config.routes.admin
  const pageUrl = `${platformOrigin()}${localePrefix[language]}/${realtor.desiredUrl}`
  const domainUrl = realtor.customDomain ? `${customDomainOrigin(realtor.customDomain)}${localePrefix[language] || '/'}` : null
  const edited = new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(realtor.updatedAt),
  )
  const budget = await budgetOrNothing(payload, realtor.id, translationBudget)
  const numbers = new Intl.NumberFormat(localeTag(language))
  return (
    <section aria-label={t.title} data-testid="agent-dashboard" style={cardStyle}>
      <h2 style={{ margin: 0 }}>{realtor.displayName || t.title}</h2>
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
        <a href={pageUrl} target="_blank" rel="noopener">
          {pageUrl}
        </a>
        {domainUrl ? (
          <>
            {' · '}
            <a href={domainUrl} target="_blank" rel="noopener">
              {domainUrl}
            </a>
          </>
        ) : null}
        {realtor._status === 'published' ? null : <> ({t.unpublished})</>}
      </p>
      <p style={{ margin: 0 }}>
        {t.lastEdit}: <time dateTime={realtor.updatedAt}>{edited}</time>
      </p>
      {budget ? (
        <p style={{ margin: 0 }} data-testid="agent-translation-budget">
          {t.translations(numbers.format(budget.used), numbers.format(budget.limit))}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <a className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} href={`${admin}/collections/realtors/${realtor.id}`}>
          {t.edit}
        </a>
        <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={pageUrl} target="_blank" rel="noopener">
          {t.view}
        </a>
      </div>
    </section>
  )
}

/** A usage figure that cannot be read is left out (and logged): the rest of the dashboard still shows. */
async function budgetOrNothing(payload: Payload, realtorId: number, budgetOf?: TranslationBudgetOf) {
  if (!budgetOf) return null
  try {
    return await budgetOf(payload, realtorId)
  } catch (error) {
    payload.logger.error({ err: error, realtorId }, 'translation budget for the dashboard could not be read')
    return null
  }
}
