import type { ReactNode } from 'react'

import { AgentShell } from '@/components/agent/AgentShell'
import type { SiteParams } from '@/utilities/locale'
import { agentSite } from '@/utilities/agentSite'
import { rememberSite } from '@/utilities/currentSite'

/**
 * Page validity first (spec section 4): an unknown or unpublished agent is a 404 for every sub-page.
 * Every page of a known agent, their 404 and 500 included, is drawn inside their own site.
 */
export default async function AgentSiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const site = await agentSite(params)
  rememberSite(site)
  const { locale, realtor, basePath } = site
  return (
    <AgentShell realtor={realtor} locale={locale} basePath={basePath}>
      {children}
    </AgentShell>
  )
}
