import type { SiteParams } from '@/utilities/site/locale'
import { blogListMetadata, BlogListRoute } from './blogListRoute'

// Served from Next's page cache, rendered again when a post is published (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export const generateMetadata = ({ params }: { params: SiteParams }) => blogListMetadata(params)

/** The agent's blog: /{desiredUrl}/blog, or /blog on the agent's domain; later pages at /blog/page/{n}. */
export default function BlogPage({ params }: { params: SiteParams }) {
  return <BlogListRoute params={params} />
}
