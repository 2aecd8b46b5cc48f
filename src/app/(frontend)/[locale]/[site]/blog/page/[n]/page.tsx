import type { BlogPageParams } from '@/utilities/agentContent/contentPages'
import { blogListMetadata, BlogListRoute } from '../../blogListRoute'

// Served from Next's page cache, rendered again when a post is published (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export const generateMetadata = async ({ params }: { params: BlogPageParams }) => blogListMetadata(params, (await params).n)

/** Page {n} (2 to 1000, while there are posts for it) of the agent's blog; anything else is a 404. */
export default async function BlogListPage({ params }: { params: BlogPageParams }) {
  return <BlogListRoute params={params} pageSegment={(await params).n} />
}
