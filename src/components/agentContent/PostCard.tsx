import Link from 'next/link'

import { Picture } from '@/components/site/Picture'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { postSummary } from '@/lib/agentContent/contentText'
import { formatDate } from '@/lib/format'
import { sized } from '@/lib/realtorPhotos'
import type { Media, Post } from '@/payload-types'
import './agentContent.css'

/** A post's cover as next/image wants it, or null. */
export const coverOf = (post: Pick<Post, 'coverPhoto'>) =>
  post.coverPhoto && typeof post.coverPhoto === 'object' ? sized(post.coverPhoto as Media, 'fullsize') : null

export function PostDate({ post, locale }: { post: Pick<Post, 'publishedAt'>; locale: Locale }) {
  return <time dateTime={post.publishedAt}>{formatDate(new Date(post.publishedAt), locale)}</time>
}

/**
 * A post in a list (the blog, the homepage's section): cover, title, date, summary, "Read more".
 * Without `href` (the admin's preview of the homepage) it is shown, not linked.
 */
export function PostCard({
  post,
  href,
  locale,
  t,
  heading: Heading,
}: {
  post: Post
  href?: string
  locale: Locale
  t: Messages['content']
  heading: 'h2' | 'h3' | 'h4'
}) {
  const cover = coverOf(post)
  const summary = postSummary(post)
  return (
    <article className="post-card">
      {/* The title says what the picture is about: a screen reader hears the title once, not twice. */}
      {cover && (
        <Picture
          src={cover.src}
          width={cover.width}
          height={cover.height}
          sizes="(max-width: 699px) calc(100vw - 40px), 19rem"
          alt=""
          className="post-card__cover"
        />
      )}
      <div className="post-card__body">
        <Heading className="post-card__title">{href ? <Link href={href}>{post.title}</Link> : post.title}</Heading>
        <p className="post-card__date">
          <PostDate post={post} locale={locale} />
        </p>
        {summary && <p className="post-card__summary">{summary}</p>}
        {href && (
          <p className="post-card__more">
            <Link href={href} tabIndex={-1}>
              {t.readMore}
              <span className="visually-hidden">: {post.title}</span>
            </Link>
          </p>
        )}
      </div>
    </article>
  )
}
