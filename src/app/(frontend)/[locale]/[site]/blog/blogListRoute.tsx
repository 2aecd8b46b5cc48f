import type { Metadata } from 'next'

import { BlogList } from '@/components/agentContent/BlogList'
import { blogPageOf } from '@/utilities/agentContent/contentPages'
import { blogMetadata } from '@/utilities/agentContent/contentSeo'
import type { SiteParams } from '@/utilities/site/locale'

/** /blog and /blog/page/{n} draw the same list: `pageSegment` is the {n}, none for the first page. */
export async function blogListMetadata(params: SiteParams, pageSegment?: string): Promise<Metadata> {
  const { realtor, locale, list } = await blogPageOf(params, pageSegment)
  return blogMetadata(realtor, locale, list.page)
}

export async function BlogListRoute({ params, pageSegment }: { params: SiteParams; pageSegment?: string }) {
  const { realtor, locale, basePath, list } = await blogPageOf(params, pageSegment)
  return <BlogList name={realtor.displayName ?? ''} locale={locale} basePath={basePath} list={list} />
}
