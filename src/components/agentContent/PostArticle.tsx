import Link from 'next/link'

import { Picture } from '@/components/site/Picture'
import { RichText } from '@/components/site/RichText'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { blogListPath } from '@/lib/agentContent/blogPages'
import type { Post } from '@/payload-types'
import { coverOf, PostDate } from './PostCard'

/**
 * One post: title, date and author, the cover (sized for a phone's width up to the 46rem column),
 * the text, and the ways on: back to the blog, and the contact form on the agent's homepage.
 */
export function PostArticle({
  post,
  author,
  name,
  locale,
  basePath,
  jsonLd,
}: {
  post: Post
  /** The post's author, else the agent's name. */
  author: string
  /** The agent's name. */
  name: string
  locale: Locale
  basePath: string
  /** schema.org JSON-LD of the public page, ready for a script tag (the preview has none). */
  jsonLd?: string
}) {
  const t = messagesFor(locale).content
  const cover = coverOf(post)
  const blogHref = localizedPath(locale, blogListPath(basePath))
  return (
    <main className="agent content-page post-page" data-testid="post">
      <article>
        <p className="content-back">
          <Link href={blogHref}>← {t.blogTitle}</Link>
        </p>
        <h1>{post.title}</h1>
        <p className="post-meta">
          <PostDate post={post} locale={locale} /> · {format(t.byAuthor, { author })}
        </p>
        {cover && (
          <Picture
            first
            src={cover.src}
            width={cover.width}
            height={cover.height}
            sizes="(max-width: 776px) calc(100vw - 40px), 736px"
            alt={cover.alt}
            className="post-cover"
          />
        )}
        <RichText data={post.content} />
        <aside className="post-contact" aria-label={format(t.contactAgent, { name })}>
          <p>{t.contactNote}</p>
          <Link href={`${localizedPath(locale, basePath || '/')}#contact`} className="button agent-button">
            {format(t.contactAgent, { name })}
          </Link>
          <Link href={blogHref} className="post-contact__back">
            {t.backToBlog}
          </Link>
        </aside>
      </article>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </main>
  )
}
