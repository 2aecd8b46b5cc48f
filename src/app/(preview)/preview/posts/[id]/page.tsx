import { PostArticle } from '@/components/agentContent/PostArticle'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { postAuthor } from '@/utilities/agentContent/contentSeo'
import { previewDraft, previewLocale, previewRealtorOf, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of a blog post: its latest draft as the post page draws it, inside the agent's site. */
export default async function PostPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const post = await previewDraft('posts', params, locale)
  const realtor = await previewRealtorOf(post.realtor, locale)
  const basePath = `/${realtor.desiredUrl}`
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={basePath}>
      <PostArticle post={post} author={postAuthor(post, realtor)} name={realtor.displayName ?? ''} locale={locale} basePath={basePath} />
    </RealtorShell>
  )
}
