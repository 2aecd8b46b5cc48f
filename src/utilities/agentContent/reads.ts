/**
 * Public reads of what an agent publishes besides their profile: neighbourhood pages, blog posts
 * and client reviews. Published records only (a review also needs the client's consent), each list
 * bounded, cached under the agent's tag of that kind (expired by the collections' hooks) and the
 * realtor's own tag (its pictures and name show on these pages too). The uncached `find*` reads are
 * what the cached `getAgent*` ones keep (tests read them directly: outside Next there is no cache).
 */
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { agentContentTag, realtorTag, type AgentContentKind } from '@/lib/cache/cacheTags'
import { PUBLISHED } from '@/lib/drafts'
import type { Area, Post, Review } from '@/payload-types'
import { cachedRead } from '../cachedRead'
import { getPayload } from '../payload'

/** An agent's neighbourhood pages all fit on one list (and in the homepage's section). */
export const MAX_AREAS = 50
/** Posts per page of /blog; the homepage shows the newest HOMEPAGE_POSTS. */
export const POSTS_PER_PAGE = 12
export const HOMEPAGE_POSTS = 3
/** Reviews shown on /reviews (newest first); the homepage shows HOMEPAGE_REVIEWS. */
export const MAX_REVIEWS = 100
export const HOMEPAGE_REVIEWS = 3

const CONSENTED: Where = { clientConsent: { equals: true } }

/** Published records of a published agent: an unpublished agent's posts and reviews are never public, whichever page asks. */
const ofRealtor = (realtorId: number, ...more: Where[]): Where => ({
  and: [PUBLISHED, { realtor: { equals: realtorId } }, { 'realtor._status': { equals: 'published' } }, ...more],
})

const tagsOf = (kind: AgentContentKind, realtorId: number) => [agentContentTag(kind, realtorId), realtorTag(realtorId)]

export type PostPage = { posts: Post[]; page: number; totalPages: number; totalDocs: number }

export async function findAgentAreas(realtorId: number, locale: Locale): Promise<Area[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'areas',
    where: ofRealtor(realtorId),
    locale,
    depth: 1,
    sort: 'title',
    limit: MAX_AREAS,
  })
  return docs
}

export const getAgentAreas = cachedRead('agent-areas', findAgentAreas, (realtorId, locale) => ({
  key: [realtorId, locale],
  tags: tagsOf('areas', realtorId),
}))

export async function findAgentArea(realtorId: number, slug: string, locale: Locale): Promise<Area | null> {
  const payload = await getPayload()
  const where = ofRealtor(realtorId, { slug: { equals: slug } })
  const { docs } = await payload.find({ collection: 'areas', where, locale, depth: 1, limit: 1, pagination: false })
  return docs[0] ?? null
}

export const getAgentArea = cachedRead('agent-area', findAgentArea, (realtorId, slug, locale) => ({
  key: [realtorId, slug, locale],
  tags: tagsOf('areas', realtorId),
}))

/** Newest first; the id breaks ties, so two posts of one day keep their places from page to page. */
export async function findAgentPosts(realtorId: number, locale: Locale, page: number, limit: number = POSTS_PER_PAGE): Promise<PostPage> {
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'posts',
    where: ofRealtor(realtorId),
    locale,
    depth: 1,
    sort: ['-publishedAt', '-id'],
    limit: Math.min(limit, POSTS_PER_PAGE),
    page,
  })
  return { posts: found.docs, page: found.page ?? page, totalPages: found.totalPages, totalDocs: found.totalDocs }
}

export const getAgentPosts = cachedRead('agent-posts', findAgentPosts, (realtorId, locale, page, limit = POSTS_PER_PAGE) => ({
  key: [realtorId, locale, page, limit],
  tags: tagsOf('posts', realtorId),
}))

export async function findAgentPost(realtorId: number, slug: string, locale: Locale): Promise<Post | null> {
  const payload = await getPayload()
  const where = ofRealtor(realtorId, { slug: { equals: slug } })
  const { docs } = await payload.find({ collection: 'posts', where, locale, depth: 1, limit: 1, pagination: false })
  return docs[0] ?? null
}

export const getAgentPost = cachedRead('agent-post', findAgentPost, (realtorId, slug, locale) => ({
  key: [realtorId, slug, locale],
  tags: tagsOf('posts', realtorId),
}))

/**
 * Consented reviews, newest first. Read without locale fallback: a review's translation into one
 * language must never show on another language's page (the original words show there instead).
 */
export async function findAgentReviews(realtorId: number, locale: Locale, limit: number = MAX_REVIEWS): Promise<Review[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'reviews',
    where: ofRealtor(realtorId, CONSENTED),
    locale,
    fallbackLocale: false,
    depth: 0,
    sort: ['-reviewedAt', '-id'],
    limit: Math.min(limit, MAX_REVIEWS),
    pagination: false,
  })
  return docs
}

export const getAgentReviews = cachedRead('agent-reviews', findAgentReviews, (realtorId, locale, limit = MAX_REVIEWS) => ({
  key: [realtorId, locale, limit],
  tags: tagsOf('reviews', realtorId),
}))

export type AgentContent = { areas: Area[]; posts: Post[]; reviews: Review[] }

/** What the homepage's "Local expertise" section shows: every neighbourhood page, the newest posts and reviews. */
export async function getHomepageContent(realtorId: number, locale: Locale): Promise<AgentContent> {
  const [areas, { posts }, reviews] = await Promise.all([
    getAgentAreas(realtorId, locale),
    getAgentPosts(realtorId, locale, 1, HOMEPAGE_POSTS),
    getAgentReviews(realtorId, locale, HOMEPAGE_REVIEWS),
  ])
  return { areas, posts, reviews }
}
