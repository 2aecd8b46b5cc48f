/** The sidebar's link to /admin/numbers, after the collections, in the admin language. */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { visitorNumbersTexts } from '@/i18n/visitorNumbersTexts'

import { numbersHref } from './links'

export function NumbersNavLink({ payload, user, i18n }: { payload: Payload; user?: TypedUser | null; i18n?: I18nClient }) {
  if (!user) return null
  return (
    <a className="nav__link" href={numbersHref(payload.config.routes.admin)} data-testid="nav-numbers">
      <span className="nav__link-label">{visitorNumbersTexts[localeOfLanguage(i18n?.language)].navLink}</span>
    </a>
  )
}
