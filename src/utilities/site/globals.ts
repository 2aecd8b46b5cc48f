/**
 * The landing and site-settings globals: cached across requests until staff
 * save either (tag GLOBALS_TAG), and read once per request whoever asks. The
 * landing also shows realtors (its showcase) and pictures: saving any realtor or
 * picture expires SHOWCASE_TAG (this one page only), a platform picture ALL_REALTORS_TAG.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { ALL_REALTORS_TAG, GLOBALS_TAG, SHOWCASE_TAG } from '@/lib/cache/cacheTags'
import { getPayload } from '../payload'
import { readFromPrimary } from '../readFromPrimary'

const cachedGlobal = <T extends 'landing' | 'site-settings'>(slug: T, tags: string[]) =>
  cache((locale: Locale) =>
    unstable_cache(
      () => readFromPrimary(async () => (await getPayload()).findGlobal({ slug, locale, depth: 1 })),
      ['global', slug, locale],
      {
        tags,
      },
    )(),
  )

export const getLanding = cachedGlobal('landing', [GLOBALS_TAG, SHOWCASE_TAG, ALL_REALTORS_TAG])
export const getSiteSettings = cachedGlobal('site-settings', [GLOBALS_TAG])
