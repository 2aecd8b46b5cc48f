import type { ReactNode } from 'react'

import { RealtorShell } from '@/components/realtor/RealtorShell'
import type { SiteParams } from '@/utilities/site/locale'
import { realtorSite } from '@/utilities/realtor/realtorSite'
import { rememberSite } from '@/utilities/realtor/currentSite'

/**
 * Page validity first (spec section 4): an unknown or unpublished agent is a 404 for every sub-page.
 * Every page of a known agent, their 404 and 500 included, is drawn inside their own site.
 */
export default async function AgentSiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const site = await realtorSite(params)
  rememberSite(site)
  const { locale, realtor, basePath } = site
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={basePath}>
      {children}
    </RealtorShell>
  )
}
