/**
 * The landing and site-settings globals: cached across requests until staff
 * save either (tag GLOBALS_TAG), and read once per request whoever asks. The
 * landing also shows realtors (its showcase) and pictures: saving any realtor or
 * picture expires SHOWCASE_TAG (this one page only), a platform picture ALL_REALTORS_TAG.
 */

import type { Locale } from '@/i18n/locales'
import { ALL_REALTORS_TAG, GLOBALS_TAG, SHOWCASE_TAG } from '@/lib/cache/cacheTags'
import { getPayload } from '../payload'
import { cachedRead } from '../cachedRead'

const cachedGlobal = <T extends 'landing' | 'site-settings'>(slug: T, tags: string[]) =>
  cachedRead(
    `global-${slug}`,
    async (locale: Locale) => (await getPayload()).findGlobal({ slug, locale, depth: 1 }),
    (locale) => ({ key: [locale], tags }),
  )

export const getLanding = cachedGlobal('landing', [GLOBALS_TAG, SHOWCASE_TAG, ALL_REALTORS_TAG])
export const getSiteSettings = cachedGlobal('site-settings', [GLOBALS_TAG])
