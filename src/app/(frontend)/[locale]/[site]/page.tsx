import type { Metadata } from 'next'

import { AgentHome } from '@/components/agent/AgentHome'
import { agentMetadata } from '@/utilities/agentSeo'
import { agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale, realtor } = await agentSite(params)
  return agentMetadata(realtor, locale)
}

/** The agent's public homepage (the published realtor): src/components/agent/AgentHome.tsx. */
export default async function AgentHomePage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await agentSite(params)
  return <AgentHome realtor={realtor} locale={locale} basePath={basePath} />
}
