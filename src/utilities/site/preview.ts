/**
 * Reads for the admin's live preview: the latest draft, as the signed-in editor may see it
 * (staff every document, an agent only their own realtor), never for visitors.
 */
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/routing'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Area, Page, Post, Realtor, Review } from '@/payload-types'
import { getPayload } from '../payload'

export type PreviewParams = Promise<{ id: string }>
export type PreviewSearch = Promise<{ locale?: string | string[] }>

export async function previewLocale(searchParams: PreviewSearch): Promise<Locale> {
  const { locale } = await searchParams
  return typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale
}

type Previewed = { realtors: Realtor; pages: Page; areas: Area; posts: Post; reviews: Review }

/**
 * The draft of `collection` `id` the signed-in editor may read; 404 for anyone else. `fallbackLocale:
 * false` reads what the public page reads that way (a review's translation is this language's or none).
 */
export async function previewDraft<T extends keyof Previewed>(
  collection: T,
  params: PreviewParams,
  locale: Locale,
  { fallbackLocale }: { fallbackLocale?: false } = {},
): Promise<Previewed[T]> {
  const { id } = await params
  if (!/^\d{1,9}$/.test(id)) notFound()
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) notFound()
  const doc = await payload.findByID({
    collection,
    id: Number(id),
    draft: true,
    locale,
    ...(fallbackLocale === false ? { fallbackLocale } : {}),
    depth: 1,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) notFound()
  return doc as unknown as Previewed[T]
}

/**
 * The agent whose neighbourhood page, post or review is previewed, with their pictures, for the
 * site around it. Read past access: the record itself was already read as the editor.
 */
export async function previewRealtorOf(realtor: number | Realtor | null | undefined, locale: Locale): Promise<Realtor> {
  const id = typeof realtor === 'object' ? realtor?.id : realtor
  if (id == null) notFound()
  const payload = await getPayload()
  const doc = await payload.findByID({ collection: 'realtors', id, draft: true, locale, depth: 1, disableErrors: true })
  if (!doc) notFound()
  return doc
}
