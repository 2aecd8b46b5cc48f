/**
 * The dashboard's first block for an agent: their page (address and own
 * domain) and when it was last edited; NewContactsCount below it counts new contacts. Staff have the
 * whole list and sync state elsewhere; this shows only an agent's own page.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { isStaffRole, type Role } from '@/lib/roles'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { localeOfLanguage } from '@/i18n/locales'
import { localeTag } from '@/lib/format'

const texts = {
  ko: {
    title: '내 페이지',
    view: '내 페이지 보기',
    edit: '페이지 편집',
    lastEdit: '마지막 수정',
    unpublished: '아직 공개 전입니다.',
    none: '이 계정에 연결된 에이전트 페이지가 없습니다. 직원에게 연결을 요청하세요.',
  },
  en: {
    title: 'My page',
    view: 'View my page',
    edit: 'Edit my page',
    lastEdit: 'Last edited',
    unpublished: 'Not published yet.',
    none: 'No agent page is linked to this account yet. Ask the staff to link it.',
  },
  ja: {
    title: 'マイページ',
    view: 'マイページを見る',
    edit: 'ページを編集',
    lastEdit: '最終更新',
    unpublished: 'まだ公開されていません。',
    none: 'このアカウントにリンクされたエージェントページはまだありません。スタッフにリンクを依頼してください。',
  },
}
const localePrefix = { ko: '', en: '/en', ja: '/ja-JP' }

type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient }

export async function RealtorDashboard({ payload, user, i18n }: Props) {
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
  return (
    <section
      aria-label={t.title}
      data-testid="agent-dashboard"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        padding: 16,
        marginBottom: 24,
        display: 'grid',
        gap: 8,
        minWidth: 0,
      }}
    >
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
