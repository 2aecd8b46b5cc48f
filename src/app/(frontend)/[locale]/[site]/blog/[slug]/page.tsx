import type { Metadata } from 'next'

import { PostArticle } from '@/components/agentContent/PostArticle'
import { postPageOf, type PostParams } from '@/utilities/agentContent/contentPages'
import { postAuthor, postJsonLd, postMetadata } from '@/utilities/agentContent/contentSeo'
import { jsonLdScript } from '@/utilities/realtor/realtorSeo'

// Served from Next's page cache, rendered again when the post changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: PostParams }): Promise<Metadata> {
  const { realtor, locale, post } = await postPageOf(params)
  return postMetadata(realtor, locale, post)
}

/** One published post of the agent: /{desiredUrl}/blog/{slug}; a 404 for drafts, unknown and other agents' posts. */
export default async function PostPage({ params }: { params: PostParams }) {
  const { realtor, locale, basePath, post } = await postPageOf(params)
  return (
    <PostArticle
      post={post}
      author={postAuthor(post, realtor)}
      name={realtor.displayName ?? ''}
      locale={locale}
      basePath={basePath}
      jsonLd={jsonLdScript(postJsonLd(realtor, locale, post))}
    />
  )
}
