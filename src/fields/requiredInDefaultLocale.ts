import type { Validate } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { messageFor } from '@/lib/validation/messages'
import { checkOneLine } from '@/lib/validation/rules'

/**
 * Required in Korean only: other locales fall back to it, so an editor saving
 * the English page need not retype what Korean already has.
 */
export const requiredInDefaultLocale: Validate<unknown> = (value, { req }) => {
  const empty = value === null || value === undefined || value === ''
  const locale = req.locale ?? defaultLocale
  return empty && (locale === defaultLocale || locale === 'all') ? req.t('validation:required') : true
}

/** The same, for a name on one line (a realtor's display name): no control characters or bidi overrides. */
export const requiredOneLineInDefaultLocale: Validate<unknown> = (value, options) => {
  const required = requiredInDefaultLocale(value, options)
  if (required !== true) return required
  const texts = value && typeof value === 'object' ? Object.values(value) : [value]
  const failed = texts.some((text) => typeof text === 'string' && checkOneLine(text))
  return failed ? messageFor('oneLine', options.req.i18n?.language) : true
}
