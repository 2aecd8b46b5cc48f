/**
 * The agent's blog, posts and reviews as visitors get them: the pages of each locale draw what the
 * public reads answer, and those reads (and REST as a visitor) never show a draft, a post of an
 * unpublished agent or a review without the client's consent. Agents reach only their own records,
 * and the consent time is the server's to write. The demo seed gives /kim and /park theirs.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { BlogList } from '@/components/agentContent/BlogList'
import { LocalExpertise } from '@/components/agentContent/LocalExpertise'
import { PostArticle } from '@/components/agentContent/PostArticle'
import { ReviewList } from '@/components/agentContent/ReviewList'
import type { Post, Realtor, Review } from '@/payload-types'
import { findAgentAreas, findAgentPost, findAgentPosts, findAgentReviews } from '@/utilities/agentContent/reads'
import { postAuthor, postJsonLd, postMetadata, reviewsJsonLd, reviewsMetadata } from '@/utilities/agentContent/contentSeo'
import { makePublishableRealtor } from '../harness/drafts'
import { makeCast, uniqueSlug, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { richText } from '../../runtime/seed/richText'

const locales = ['ko', 'en', 'ja'] as const

let payload: Payload
let cast: Cast
let realtor: Realtor
let published: Post
let draft: Post
let hiddenAgentPost: Post
let hiddenAgentId: number
let consented: Review
let unconsented: Review

async function makePost(realtorId: number, status: 'draft' | 'published', title: string): Promise<Post> {
  const post = await payload.create({
    collection: 'posts',
    locale: 'ko',
    draft: status === 'draft',
    data: {
      realtor: realtorId,
      title: `${title} (ko)`,
      content: richText(`${title} 본문`),
      _status: status,
      publishedAt: new Date().toISOString(),
    },
  })
  for (const locale of ['en', 'ja'] as const) {
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale,
      draft: status === 'draft',
      data: { title: `${title} (${locale})`, excerpt: `${title} excerpt ${locale}`, _status: status },
    })
  }
  return payload.findByID({ collection: 'posts', id: post.id, draft: status === 'draft' })
}

const makeReview = (realtorId: number, clientName: string, clientConsent: boolean) =>
  payload.create({
    collection: 'reviews',
    locale: 'en',
    data: {
      realtor: realtorId,
      clientName,
      rating: 4,
      reviewedAt: new Date().toISOString(),
      text: '친절하게 도와주셨어요.',
      language: 'ko',
      translation: 'Kind and helpful.',
      source: 'google',
      sourceUrl: 'https://example.com/review',
      clientConsent,
      _status: 'published',
    },
  })

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  realtor = await makePublishableRealtor(payload, { displayName: 'Blog Agent' })
  published = await makePost(realtor.id, 'published', uniqueSlug('Market notes'))
  draft = await makePost(realtor.id, 'draft', uniqueSlug('Unfinished'))
  const hiddenAgent = await makePublishableRealtor(payload, { _status: 'draft' } as Partial<Realtor>)
  hiddenAgentId = hiddenAgent.id
  hiddenAgentPost = await makePost(hiddenAgent.id, 'published', uniqueSlug('Hidden agent'))
  consented = await makeReview(realtor.id, 'J. L.', true)
  unconsented = await makeReview(realtor.id, 'No Consent', false)
})

describe("the agent's pages in each locale", () => {
  it.each(locales)('%s: the blog lists the published post only, and the post page draws it with its metadata', async (locale) => {
    const list = await findAgentPosts(realtor.id, locale, 1)
    expect(list.posts.map((post) => post.id)).toEqual([published.id])
    const blog = html(createElement(BlogList, { name: 'Blog Agent', locale, basePath: `/${realtor.desiredUrl}`, list }))
    expect(blog).toContain(`${published.title?.replace(' (ko)', '')} (${locale})`)
    expect(blog).toContain(`/blog/${published.slug}`)
    expect(blog).not.toContain('Unfinished')

    const post = await findAgentPost(realtor.id, published.slug!, locale)
    expect(post?.id).toBe(published.id)
    const page = html(
      createElement(PostArticle, {
        post: post!,
        author: postAuthor(post!, realtor),
        name: 'Blog Agent',
        locale,
        basePath: `/${realtor.desiredUrl}`,
      }),
    )
    expect(page).toContain('Blog Agent')
    expect(page).toContain('#contact')
    const metadata = postMetadata(realtor, locale, post!)
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/${realtor.desiredUrl}/blog/${published.slug}$`))
    expect(metadata.openGraph).toMatchObject({ type: 'article' })
    expect(postJsonLd(realtor, locale, post!)).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Blog Agent' } })
  })

  it.each(locales)(
    '%s: the reviews page shows consented reviews, translated where a translation exists, with no aggregate rating',
    async (locale) => {
      const reviews = await findAgentReviews(realtor.id, locale)
      expect(reviews.map((review) => review.id)).toEqual([consented.id])
      const page = html(createElement(ReviewList, { name: 'Blog Agent', locale, reviews }))
      expect(page).not.toContain('No Consent')
      if (locale === 'en') {
        expect(page).toContain('Kind and helpful.')
        expect(page).toMatch(/<details[^>]*>.*lang="ko-KR"[^>]*>친절하게 도와주셨어요\./s)
      } else {
        // No translation for this language: the client's own words, marked as Korean.
        expect(page).toMatch(/lang="ko-KR"[^>]*>친절하게 도와주셨어요\./)
        expect(page).not.toContain('Kind and helpful.')
      }
      expect(page).toContain('rel="nofollow noopener"')
      const jsonLd = reviewsJsonLd(realtor, locale, reviews)
      expect(jsonLd).toMatchObject({ '@type': 'RealEstateAgent', review: [{ '@type': 'Review', reviewRating: { ratingValue: 4 } }] })
      expect(JSON.stringify(jsonLd)).not.toContain('aggregateRating')
      expect(String(reviewsMetadata(realtor, locale, reviews.length).alternates?.canonical)).toMatch(/\/reviews$/)
    },
  )

  it('an agent without posts gets a friendly line and the way to ask, not an empty page', async () => {
    const list = await findAgentPosts(cast.ownRealtor.id, 'en', 1)
    expect(list).toMatchObject({ posts: [], totalDocs: 0 })
    const blog = html(createElement(BlogList, { name: 'Test Agent', locale: 'en', basePath: '/own', list }))
    expect(blog).toContain('Nothing published yet')
    expect(blog).toContain('href="/en/own#contact"')
  })

  it('a draft, an unpublished agent’s post and an unknown address are not found', async () => {
    expect(await findAgentPost(realtor.id, draft.slug!, 'ko')).toBeNull()
    expect(await findAgentPost(hiddenAgentId, hiddenAgentPost.slug!, 'ko')).toBeNull()
    expect(await findAgentPost(realtor.id, 'no-such-post', 'ko')).toBeNull()
    // Another agent's post is not under this agent's address.
    expect(await findAgentPost(realtor.id, hiddenAgentPost.slug!, 'ko')).toBeNull()
  })

  it('the homepage section links the posts and reviews, and is left out when there is nothing', async () => {
    const content = {
      areas: await findAgentAreas(realtor.id, 'en'),
      posts: (await findAgentPosts(realtor.id, 'en', 1, 3)).posts,
      reviews: await findAgentReviews(realtor.id, 'en', 3),
    }
    const section = html(createElement(LocalExpertise, { content, locale: 'en', basePath: `/${realtor.desiredUrl}` }))
    expect(section).toContain(`href="/en/${realtor.desiredUrl}/blog/${published.slug}"`)
    expect(section).toContain(`href="/en/${realtor.desiredUrl}/blog"`)
    expect(section).toContain(`href="/en/${realtor.desiredUrl}/reviews"`)
    expect(html(createElement(LocalExpertise, { content: { areas: [], posts: [], reviews: [] }, locale: 'en', basePath: '/x' }))).toBe('')
  })
})

describe('REST as a visitor', () => {
  it.each(['', '&draft=true'])(
    'lists no draft, no post of an unpublished agent and no unconsented review (query "%s")',
    async (draftQuery) => {
      const posts = await (await rest('GET', `/posts?limit=100&depth=0${draftQuery}`)).json()
      const postIds = posts.docs.map((post: Post) => post.id)
      expect(postIds).toContain(published.id)
      expect(postIds).not.toContain(draft.id)
      expect(postIds).not.toContain(hiddenAgentPost.id)
      const reviews = await (await rest('GET', `/reviews?limit=100&depth=0${draftQuery}`)).json()
      const reviewIds = reviews.docs.map((review: Review) => review.id)
      expect(reviewIds).toContain(consented.id)
      expect(reviewIds).not.toContain(unconsented.id)
      for (const path of [`/posts/${draft.id}`, `/posts/${hiddenAgentPost.id}`, `/reviews/${unconsented.id}`]) {
        expect((await rest('GET', `${path}?depth=0${draftQuery}`)).status, path).toBe(404)
      }
    },
  )
})

describe('agents and their own records', () => {
  it('an agent cannot read or edit another agent’s posts and reviews', async () => {
    const othersPost = await makePost(cast.otherRealtor.id, 'published', uniqueSlug('Other agent'))
    const othersReview = await makeReview(cast.otherRealtor.id, 'Other client', true)
    const token = cast.owner.token
    for (const path of [`/posts/${othersPost.id}`, `/reviews/${othersReview.id}`]) {
      expect((await rest('GET', path, { token })).status, path).toBe(404)
      const patch = await rest('PATCH', path, { token, body: { clientName: 'Changed', title: 'Changed' } })
      expect([403, 404], path).toContain(patch.status)
    }
    const list = await (await rest('GET', '/posts?limit=100&depth=0', { token })).json()
    expect(list.docs.map((post: Post) => post.id)).not.toContain(othersPost.id)
    expect((await payload.findByID({ collection: 'posts', id: othersPost.id, locale: 'en' })).title).not.toBe('Changed')
  })

  it('an agent’s new or edited post and review stay their own, whatever realtor they send', async () => {
    const token = cast.owner.token
    const created = await rest('POST', '/posts', {
      token,
      body: { title: 'Mine', realtor: cast.otherRealtor.id, publishedAt: new Date().toISOString() },
    })
    expect(created.status).toBe(201)
    const post = (await created.json()).doc as Post
    expect(post.realtor && typeof post.realtor === 'object' ? post.realtor.id : post.realtor).toBe(cast.ownRealtor.id)
    await rest('PATCH', `/posts/${post.id}`, { token, body: { realtor: cast.otherRealtor.id } })
    expect((await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })).realtor).toBe(cast.ownRealtor.id)

    const review = await rest('POST', '/reviews', {
      token,
      body: {
        clientName: 'Mine',
        reviewedAt: new Date().toISOString(),
        text: 'Great',
        language: 'en',
        source: 'direct',
        realtor: cast.otherRealtor.id,
      },
    })
    expect(review.status).toBe(201)
    expect((await payload.findByID({ collection: 'reviews', id: (await review.json()).doc.id, depth: 0 })).realtor).toBe(cast.ownRealtor.id)
  })

  it('the consent time is written by the server, never taken from a client', async () => {
    const token = cast.owner.token
    const forged = '2001-01-01T00:00:00.000Z'
    const body = { clientName: uniqueSlug('Client'), reviewedAt: new Date().toISOString(), text: 'Good', language: 'en', source: 'direct' }
    const without = (await (await rest('POST', '/reviews', { token, body: { ...body, consentRecordedAt: forged } })).json()).doc as Review
    expect((await payload.findByID({ collection: 'reviews', id: without.id })).consentRecordedAt ?? null).toBeNull()

    const before = Date.now()
    await rest('PATCH', `/reviews/${without.id}`, { token, body: { clientConsent: true, consentRecordedAt: forged } })
    const stamped = await payload.findByID({ collection: 'reviews', id: without.id })
    expect(stamped.consentRecordedAt).not.toBe(forged)
    expect(new Date(stamped.consentRecordedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    await rest('PATCH', `/reviews/${without.id}`, { token, body: { consentRecordedAt: forged } })
    expect((await payload.findByID({ collection: 'reviews', id: without.id })).consentRecordedAt).toBe(stamped.consentRecordedAt)
  })
})

describe('the demo seed', () => {
  it('gives /kim and /park two published posts and three consented reviews each, in three languages, idempotently', async () => {
    const { seed } = await import('../../runtime/seed/index')
    const { ensureAgentContent } = await import('../../runtime/seed/agentContent')
    await seed(payload)
    await ensureAgentContent(payload)
    for (const desiredUrl of ['kim', 'park']) {
      const { docs } = await payload.find({ collection: 'realtors', where: { desiredUrl: { equals: desiredUrl } }, depth: 0, limit: 1 })
      const agent = docs[0]
      const titles = await Promise.all(
        locales.map(async (locale) => (await findAgentPosts(agent.id, locale, 1)).posts.map((post) => post.title)),
      )
      expect(titles.map((list) => list.length)).toEqual([2, 2, 2])
      expect(new Set(titles.flat()).size).toBe(6)
      const reviews = await findAgentReviews(agent.id, 'en')
      expect(reviews).toHaveLength(3)
      expect(new Set(reviews.map((review) => review.language)).size).toBe(3)
      expect(reviews.every((review) => review.consentRecordedAt)).toBe(true)
    }
  }, 240_000)
})
