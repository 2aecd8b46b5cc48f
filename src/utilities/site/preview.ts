/**
 * Reads for the admin's live preview: the latest draft, as the signed-in editor may see it
 * (staff every document, an agent only their own realtor), never for visitors.
 */
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/routing'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Page, Realtor } from '@/payload-types'
import { getPayload } from '../payload'

export type PreviewParams = Promise<{ id: string }>
export type PreviewSearch = Promise<{ locale?: string | string[] }>

export async function previewLocale(searchParams: PreviewSearch): Promise<Locale> {
  const { locale } = await searchParams
  return typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale
}

/** The draft of `collection` `id` the signed-in editor may read; 404 for anyone else. */
export async function previewDraft<T extends 'realtors' | 'pages'>(
  collection: T,
  params: PreviewParams,
  locale: Locale,
): Promise<T extends 'realtors' ? Realtor : Page> {
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
    depth: 1,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) notFound()
  return doc as unknown as T extends 'realtors' ? Realtor : Page
}
