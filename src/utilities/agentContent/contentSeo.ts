/**
 * Metadata and schema.org JSON-LD of the agent's blog, posts and reviews page: title, description,
 * canonical and hreflang on the agent's own address, Open Graph (an article with its cover for a
 * post).
 */
import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { format, formatCount, messagesFor } from '@/i18n/messages'
import { htmlLangOf } from '@/i18n/routing'
import { blogListPath, blogPostPath } from '@/lib/agentContent/blogPages'
import { postSummary } from '@/lib/agentContent/contentText'
import { sized } from '@/lib/realtorPhotos'
import type { Media, Post, Realtor, Review } from '@/payload-types'
import { realtorJsonLd } from '../realtor/realtorSeo'
import { realtorAlternates, realtorSiteOrigin } from '../realtor/realtorSite'
import { shareMetadata, type ShareImage } from '../site/openGraph'

type Page = {
  realtor: Realtor
  locale: Locale
  /** Unprefixed path under the agent's address: '/blog', '/blog/page/2', '/reviews'. */
  path: string
  heading: string
  description: string
  image?: ShareImage | null
  type?: 'website' | 'article'
}

export function contentMetadata({ realtor, locale, path, heading, description, image, type }: Page): Metadata {
  const title = [heading, realtor.displayName].filter(Boolean).join(' · ')
  const alternates = realtorAlternates(locale, realtor, path)
  return {
    title,
    description,
    alternates,
    ...shareMetadata({
      locale,
      title,
      description,
      url: alternates?.canonical as string,
      siteName: realtor.displayName ?? '',
      image,
      type,
    }),
  }
}

const nameOf = (realtor: Realtor) => realtor.displayName ?? ''

export function blogMetadata(realtor: Realtor, locale: Locale, page: number): Metadata {
  const t = messagesFor(locale).content
  return contentMetadata({
    realtor,
    locale,
    path: blogListPath('', page),
    heading: page > 1 ? format(t.blogPageHeading, { name: nameOf(realtor), page }) : format(t.blogHeading, { name: nameOf(realtor) }),
    description: format(t.blogDescription, { name: nameOf(realtor) }),
  })
}

/** A picture of the agent's site as an absolute one for share cards and JSON-LD; null without one. */
export function shareImageOf(media: Media | null | undefined, realtor: Realtor, fallbackAlt: string): ShareImage | null {
  const image = media && sized(media, 'fullsize')
  if (!image) return null
  return {
    url: new URL(image.src, realtorSiteOrigin(realtor)).toString(),
    width: image.width,
    height: image.height,
    alt: image.alt || fallbackAlt,
  }
}

/** The post's cover as a share picture; null without one. */
export const coverImage = (post: Post, realtor: Realtor): ShareImage | null =>
  shareImageOf(post.coverPhoto && typeof post.coverPhoto === 'object' ? (post.coverPhoto as Media) : null, realtor, post.title ?? '')

export function postMetadata(realtor: Realtor, locale: Locale, post: Post): Metadata {
  return contentMetadata({
    realtor,
    locale,
    path: blogPostPath('', post.slug ?? ''),
    heading: post.title ?? '',
    description: postSummary(post),
    image: coverImage(post, realtor),
    type: 'article',
  })
}

export function reviewsMetadata(realtor: Realtor, locale: Locale, count: number): Metadata {
  const t = messagesFor(locale).content
  const description = [format(t.reviewsDescription, { name: nameOf(realtor) }), count > 0 ? formatCount(locale, t.reviewCount, count) : '']
    .filter(Boolean)
    .join(' ')
  return contentMetadata({ realtor, locale, path: '/reviews', heading: format(t.reviewsHeading, { name: nameOf(realtor) }), description })
}

/** The name a post is signed with: its author, else the agent's. */
export const postAuthor = (post: Pick<Post, 'author'>, realtor: Realtor) => post.author?.trim() || nameOf(realtor)

/** schema.org BlogPosting of a post, published by the agent. */
export function postJsonLd(realtor: Realtor, locale: Locale, post: Post): Record<string, unknown> {
  const url = realtorAlternates(locale, realtor, blogPostPath('', post.slug ?? ''))?.canonical
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postSummary(post) || undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: postAuthor(post, realtor) },
    publisher: { '@type': 'RealEstateAgent', name: nameOf(realtor), url: realtorAlternates(locale, realtor)?.canonical },
    image: coverImage(post, realtor)?.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: htmlLangOf(locale),
  }
}

/**
 * The agent with the reviews their page shows. Google counts reviews a business shows about itself
 * on its own site as self-serving: they earn no review stars in search results, and an
 * `aggregateRating` the business gives itself breaks Google's review snippet rules. So the reviews
 * are listed as what they are, each with its own rating when the client gave one, and no
 * aggregate rating is ever emitted (nor shown on the page).
 */
export function reviewsJsonLd(realtor: Realtor, locale: Locale, reviews: Review[]): Record<string, unknown> {
  return {
    ...realtorJsonLd(realtor, locale),
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.clientName },
      reviewBody: review.text,
      inLanguage: htmlLangOf(review.language),
      datePublished: review.reviewedAt.slice(0, 10),
      ...(review.rating ? { reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 } } : {}),
    })),
  }
}
