/** The landing and site-settings globals, read once per request whoever asks (metadata and page). */
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayload } from './payload'

export const getLanding = cache(async (locale: Locale) =>
  (await getPayload()).findGlobal({ slug: 'landing', locale, depth: 1 }),
)

export const getSiteSettings = cache(async (locale: Locale) =>
  (await getPayload()).findGlobal({ slug: 'site-settings', locale, depth: 1 }),
)
