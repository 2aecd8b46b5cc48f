/**
 * The landing and site-settings globals: cached across requests until staff
 * save either (tag GLOBALS_TAG), and read once per request whoever asks.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { GLOBALS_TAG } from './cacheTags'
import { getPayload } from './payload'

const cachedGlobal = <T extends 'landing' | 'site-settings'>(slug: T) =>
  cache((locale: Locale) =>
    unstable_cache(async () => (await getPayload()).findGlobal({ slug, locale, depth: 1 }), ['global', slug, locale], {
      tags: [GLOBALS_TAG],
    })(),
  )

export const getLanding = cachedGlobal('landing')
export const getSiteSettings = cachedGlobal('site-settings')
