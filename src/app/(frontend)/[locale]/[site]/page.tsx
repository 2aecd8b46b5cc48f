import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { localeOf, type SiteParams } from '@/utilities/locale'
import { agentAlternates } from '@/utilities/agentSite'
import { getSiteRealtor } from '@/utilities/realtors'

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  const { site } = await params
  const realtor = await getSiteRealtor(site, locale)
  if (!realtor) return {}
  return {
    title: realtor.meta?.title ?? realtor.displayName,
    alternates: agentAlternates(locale, realtor),
  }
}

/** The agent's public homepage (filled out by the agent-page issue). */
export default async function AgentHomePage({ params }: { params: SiteParams }) {
  const locale = await localeOf(params)
  const { site } = await params
  const realtor = await getSiteRealtor(site, locale)
  if (!realtor) notFound()
  return (
    <main className="agent">
      <h1>{realtor.displayName}</h1>
      <p>{realtor.aboutMe}</p>
    </main>
  )
}
