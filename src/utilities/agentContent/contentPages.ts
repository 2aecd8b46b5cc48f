/**
 * What the agent's blog, post and reviews routes show, read once per request for the metadata and
 * the page (React's cache): the agent's site, then the records; a 404 for anything that is not
 * there to show (a page number out of range, an unknown or unpublished post, another agent's).
 */
import { notFound } from 'next/navigation'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { blogPageNumber } from '@/lib/agentContent/blogPages'
import { checkContentSlug } from '@/lib/validation/rules'
import type { Review } from '@/payload-types'
import { realtorSite } from '../realtor/realtorSite'
import type { SiteParams } from '../site/locale'
import { getAgentPost, getAgentPosts, getAgentReviews, MAX_REVIEWS } from './reads'

export type BlogPageParams = Promise<{ locale: string; site: string; n: string }>
export type PostParams = Promise<{ locale: string; site: string; slug: string }>

/** A page of the blog's list: `pageSegment` is the {n} of /blog/page/{n}, none for /blog. */
export const blogPageOf = cache(async (params: SiteParams, pageSegment?: string) => {
  const site = await realtorSite(params)
  const page = pageSegment === undefined ? 1 : blogPageNumber(pageSegment)
  if (page === null) notFound()
  const list = await getAgentPosts(site.realtor.id, site.locale, page)
  // The first page always exists (it says when there is nothing yet); later ones only when filled.
  if (page > 1 && page > list.totalPages) notFound()
  return { ...site, list }
})

export const postPageOf = cache(async (params: PostParams) => {
  const site = await realtorSite(params)
  const { slug } = await params
  if (checkContentSlug(slug)) notFound()
  const post = await getAgentPost(site.realtor.id, slug, site.locale)
  if (!post) notFound()
  return { ...site, post }
})

export const reviewsPageOf = cache(async (params: SiteParams) => {
  const site = await realtorSite(params)
  return { ...site, reviews: await getAgentReviews(site.realtor.id, site.locale) }
})

/** The agent's public reviews with `draft` in its place (added when it is not public yet), newest first. */
export async function reviewsWithDraft(draft: Review, locale: Locale): Promise<Review[]> {
  const realtorId = typeof draft.realtor === 'object' && draft.realtor ? draft.realtor.id : Number(draft.realtor)
  const published = await getAgentReviews(realtorId, locale)
  return [draft, ...published.filter((review) => review.id !== draft.id)]
    .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt) || b.id - a.id)
    .slice(0, MAX_REVIEWS)
}
