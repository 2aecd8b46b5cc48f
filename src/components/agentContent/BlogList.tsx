import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { format, formatCount, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { blogListPath, blogPostPath } from '@/lib/agentContent/blogPages'
import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

type List = { posts: Post[]; page: number; totalPages: number; totalDocs: number }

/** The agent's blog, newest first, a page at a time; a friendly line (and the way to ask) when there is nothing yet. */
export function BlogList({ name, locale, basePath, list }: { name: string; locale: Locale; basePath: string; list: List }) {
  const t = messagesFor(locale).content
  const pageHref = (page: number) => localizedPath(locale, blogListPath(basePath, page))
  const { posts, page, totalPages, totalDocs } = list
  return (
    <main className="agent content-page" data-testid="blog">
      <h1>{page > 1 ? format(t.blogPageHeading, { name, page }) : format(t.blogHeading, { name })}</h1>
      {totalDocs > 0 && <p className="muted">{formatCount(locale, t.postCount, totalDocs)}</p>}
      {posts.length > 0 ? (
        <ul className="post-list">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                href={localizedPath(locale, blogPostPath(basePath, post.slug ?? ''))}
                locale={locale}
                t={t}
                heading="h2"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-empty" data-testid="no-posts">
          {t.noPosts} <Link href={`${localizedPath(locale, basePath || '/')}#contact`}>{format(t.contactAgent, { name })}</Link>
        </p>
      )}
      {totalPages > 1 && (
        <nav className="content-pager" aria-label={t.pages}>
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev">
              ← {t.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">{format(t.pageOf, { page, total: totalPages })}</span>
          {page < totalPages ? (
            <Link href={pageHref(page + 1)} rel="next">
              {t.older} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  )
}
