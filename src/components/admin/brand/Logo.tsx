/**
 * The login, password and first-account pages show the product, not Payload: its name and, in the admin
 * language, what this admin is for.
 */
import type { I18nClient } from '@payloadcms/translations'

import { localeOfLanguage } from '@/i18n/locales'
import { brandTexts } from './brandTexts'

export function Logo({ i18n }: { i18n?: I18nClient }) {
  const t = brandTexts[localeOfLanguage(i18n?.language)]
  return (
    <div data-testid="brand-logo" style={{ display: 'grid', gap: 4, textAlign: 'center' }}>
      <span style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>{t.name}</span>
      <span style={{ fontSize: 16, opacity: 0.75 }}>{t.tagline}</span>
    </div>
  )
}
