import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { blogListPath, blogPostPath } from '@/lib/agentContent/blogPages'
import type { Area, Post, Review } from '@/payload-types'
import { PostCard } from './PostCard'
import { ReviewCard } from './ReviewCard'

export type LocalContent = { areas: Area[]; posts: Post[]; reviews: Review[] }

const areaName = (area: Area) => area.title || [area.neighborhood, area.city].filter(Boolean).join(', ')

/**
 * The homepage's "Local expertise": the agent's neighbourhood pages, newest posts and reviews, each
 * part only when it has something, the whole section only when one has. Without `basePath` (the
 * admin's preview) nothing is linked.
 */
export function LocalExpertise({ content, locale, basePath }: { content: LocalContent; locale: Locale; basePath?: string }) {
  const { areas, posts, reviews } = content
  if (areas.length + posts.length + reviews.length === 0) return null
  const t = messagesFor(locale).content
  const href = (path: string) => (basePath === undefined ? undefined : localizedPath(locale, `${basePath}${path}`))
  const blogHref = basePath === undefined ? undefined : localizedPath(locale, blogListPath(basePath))
  const reviewsHref = href('/reviews')
  return (
    <section className="local-expertise" aria-labelledby="local-expertise-title" data-testid="local-expertise">
      <h2 id="local-expertise-title">{t.localExpertise}</h2>
      {areas.length > 0 && (
        <section aria-labelledby="local-areas-title">
          <h3 id="local-areas-title">{t.areasTitle}</h3>
          <ul className="area-links">
            {areas.map((area) => {
              const areaHref = area.slug ? href(`/areas/${encodeURIComponent(area.slug)}`) : undefined
              const body = (
                <>
                  <strong>{areaName(area)}</strong>
                  {area.summary && <span>{area.summary}</span>}
                </>
              )
              return <li key={area.id}>{areaHref ? <Link href={areaHref}>{body}</Link> : <div>{body}</div>}</li>
            })}
          </ul>
        </section>
      )}
      {posts.length > 0 && (
        <section aria-labelledby="local-posts-title">
          <h3 id="local-posts-title">{t.latestPosts}</h3>
          <ul className="post-list post-list--compact">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  href={basePath === undefined ? undefined : localizedPath(locale, blogPostPath(basePath, post.slug ?? ''))}
                  locale={locale}
                  t={t}
                  heading="h4"
                />
              </li>
            ))}
          </ul>
          {blogHref && (
            <p className="local-expertise__all">
              <Link href={blogHref}>{t.allPosts} →</Link>
            </p>
          )}
        </section>
      )}
      {reviews.length > 0 && (
        <section aria-labelledby="local-reviews-title">
          <h3 id="local-reviews-title">{t.reviewsTitle}</h3>
          <ul className="review-list review-list--compact">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={locale} t={t} heading="h4" />
              </li>
            ))}
          </ul>
          {reviewsHref && (
            <p className="local-expertise__all">
              <Link href={reviewsHref}>{t.allReviews} →</Link>
            </p>
          )}
        </section>
      )}
    </section>
  )
}
