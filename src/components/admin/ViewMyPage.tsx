'use client'
/**
 * "View my page" beside the realtor form: the page at /{desiredUrl} and, when
 * set, on the agent's own domain (same scheme and port as this admin, as the
 * platform serves custom domains). Reads the saved address, not unsaved edits.
 */
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import { locales, localeOfLanguage } from '@/i18n/locales'

const texts = {
  ko: {
    view: '내 페이지 보기',
    domain: '내 도메인에서 보기',
    unpublished: '아직 공개되지 않았습니다. 직원이 공개하기 전에는 방문자에게 보이지 않습니다.',
  },
  en: { view: 'View my page', domain: 'View on my domain', unpublished: 'Not published yet: visitors see it once the staff publish it.' },
  ja: {
    view: 'マイページを見る',
    domain: '独自ドメインで見る',
    unpublished: 'まだ公開されていません。スタッフが公開するまで訪問者には表示されません。',
  },
}

export function ViewMyPage() {
  const { i18n } = useTranslation()
  const t = texts[localeOfLanguage(i18n.language)]
  const desiredUrl = useFormFields(([fields]) => fields.desiredUrl?.initialValue as string | undefined)
  const customDomain = useFormFields(([fields]) => fields.customDomain?.initialValue as string | undefined)
  // A page with a newer draft is still live: only a page never published is hidden from visitors.
  const { hasPublishedDoc } = useDocumentInfo()
  const here = useBrowserLocation()
  if (!desiredUrl) return null
  const localePath = locales.find((l) => l.code === localeOfLanguage(i18n.language))?.urlPrefix ?? ''
  const domainUrl = customDomain && here ? `${here.protocol}//${customDomain}${here.port ? `:${here.port}` : ''}${localePath || '/'}` : null
  return (
    <div data-testid="view-my-page" style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <a
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
        href={`${localePath}/${desiredUrl}`}
        target="_blank"
        rel="noopener"
      >
        {t.view}
      </a>
      {domainUrl ? (
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={domainUrl} target="_blank" rel="noopener">
          {t.domain}: {customDomain}
        </a>
      ) : null}
      {hasPublishedDoc ? null : <small>{t.unpublished}</small>}
    </div>
  )
}

const neverChanges = () => () => undefined

/**
 * The admin's own address, known only in the browser. While hydrating, React uses the server's answer (none),
 * so the server's HTML and the first render in the browser match; the domain link appears right after.
 * Reading `window` during render instead made the two differ (React error #418 on every realtor edit view).
 */
function useBrowserLocation(): Location | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location,
    () => null,
  )
}
