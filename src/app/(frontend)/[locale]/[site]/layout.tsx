import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { localeOf, type SiteParams } from '@/utilities/locale'
import { getSiteRealtor } from '@/utilities/realtors'

/** Page validity first (spec section 4): an unknown or unpublished agent is a 404 for every sub-page. */
export default async function AgentSiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const locale = await localeOf(params)
  const { site } = await params
  if (!(await getSiteRealtor(site, locale))) notFound()
  return children
}
