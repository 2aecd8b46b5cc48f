import type { Validate } from 'payload'

import { defaultLocale } from '@/i18n/locales'

/**
 * Required in Korean only: other locales fall back to it, so an editor saving
 * the English page need not retype what Korean already has.
 */
export const requiredInDefaultLocale: Validate<unknown> = (value, { req }) => {
  const empty = value === null || value === undefined || value === ''
  const locale = req.locale ?? defaultLocale
  return empty && (locale === defaultLocale || locale === 'all') ? req.t('validation:required') : true
}
