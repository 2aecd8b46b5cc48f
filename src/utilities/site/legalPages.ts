/**
 * Pages of the `pages` collection (terms, privacy, agreement, process) as public pages read
 * them: cached across requests until staff publish, unpublish or delete a page
 * (LEGAL_PAGES_TAG, expired by src/collections/Pages/expireLegalPages.ts), a missing page
 * answers 404, and the metadata comes from the same read.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { LEGAL_PAGES_TAG } from '@/lib/cache/cacheTags'
import { PUBLISHED } from '@/lib/drafts'
import type { Page } from '@/payload-types'
import { localeOf, type LocaleParams } from './locale'
import { getPayload } from '../payload'
import { platformMetadata } from './platformSeo'
import { cachedRead } from '../cachedRead'

type Kind = Page['kind']

/** The realtor's own page of this kind when they have one, else the platform's. */
export const getLegalPage = cachedRead<[kind: Kind, locale: Locale, realtorId?: number], Page | null>(
  'legal-page',
  async (kind: Kind, locale: Locale, realtorId?: number): Promise<Page | null> => {
    const owner = realtorId ? [{ realtor: { equals: realtorId } }] : []
    const { docs } = await (
      await getPayload()
    ).find({
      collection: 'pages',
      where: { and: [{ kind: { equals: kind } }, PUBLISHED, { or: [...owner, { realtor: { exists: false } }] }] },
      locale,
      depth: 0,
      limit: 2,
    })
    return docs.find((page) => page.realtor) ?? docs[0] ?? null
  },
  (kind, locale, realtorId) => ({ key: [kind, locale, realtorId ?? ''], tags: [LEGAL_PAGES_TAG] }),
)

/** The page, or the 404 page when there is none of this kind. */
export async function legalPageOr404(kind: Kind, locale: Locale, realtorId?: number): Promise<Page> {
  const page = await getLegalPage(kind, locale, realtorId)
  if (!page) notFound()
  return page
}

/** Title, canonical and alternates of a platform legal page at `path`. */
export async function legalMetadata(params: LocaleParams, kind: Kind, path: string): Promise<Metadata> {
  const locale = await localeOf(params)
  const page = await getLegalPage(kind, locale)
  return platformMetadata(locale, path, { title: page?.title ?? '' })
}
