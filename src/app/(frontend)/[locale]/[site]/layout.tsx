import type { ReactNode } from 'react'

import { AgentShell } from '@/components/agent/AgentShell'
import type { SiteParams } from '@/utilities/locale'
import { agentSite } from '@/utilities/agentSite'

/**
 * Page validity first (spec section 4): an unknown or unpublished agent is a 404 for every sub-page.
 * Every page of a known agent, their 404 and 500 included, is drawn inside their own site.
 */
export default async function AgentSiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { locale, realtor, basePath } = await agentSite(params)
  return (
    <AgentShell realtor={realtor} locale={locale} basePath={basePath}>
      {children}
    </AgentShell>
  )
}
