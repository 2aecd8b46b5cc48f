/** The small mark in the admin's header and menu (a 16 px slot): the product's initial instead of Payload's logo. */
import type { I18nClient } from '@payloadcms/translations'

import { localeOfLanguage } from '@/i18n/locales'
import { brandTexts } from './brandTexts'

export function Icon({ i18n }: { i18n?: I18nClient }) {
  const t = brandTexts[localeOfLanguage(i18n?.language)]
  return (
    <span
      role="img"
      aria-label={t.name}
      title={t.name}
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 16,
        height: 16,
        borderRadius: 4,
        background: 'var(--theme-text)',
        color: 'var(--theme-bg)',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      R
    </span>
  )
}
