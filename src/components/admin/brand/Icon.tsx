/** The small mark in the admin's header and menu: the product's initials instead of Payload's logo. */
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
        width: 28,
        height: 28,
        borderRadius: 6,
        background: 'var(--theme-text)',
        color: 'var(--theme-bg)',
        fontSize: 12,
        fontWeight: 700,
      }}
    >
      RH
    </span>
  )
}
