import type { Metadata } from 'next'

import { RealtorHome } from '@/components/realtor/RealtorHome'
import { getHomepageContent } from '@/utilities/agentContent/reads'
import { getRealtorListings } from '@/utilities/listings/realtorListings'
import { jsonLdScript, realtorJsonLd, realtorMetadata } from '@/utilities/realtor/realtorSeo'
import { realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale, realtor } = await realtorSite(params)
  return realtorMetadata(realtor, locale)
}

/** The agent's public homepage (the published realtor): src/components/realtor/RealtorHome.tsx. */
export default async function AgentHomePage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  const [listings, content] = await Promise.all([getRealtorListings(realtor), getHomepageContent(realtor.id, locale)])
  return (
    <RealtorHome
      realtor={realtor}
      locale={locale}
      basePath={basePath}
      listings={listings}
      content={content}
      jsonLd={jsonLdScript(realtorJsonLd(realtor, locale, content.areas))}
    />
  )
}
