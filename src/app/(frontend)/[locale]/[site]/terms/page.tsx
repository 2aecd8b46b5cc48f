import { LegalRoute } from '@/components/site/LegalRoute'
import { agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'

export default async function AgentTermsPage({ params }: { params: SiteParams }) {
  const { realtor, basePath } = await agentSite(params)
  return <LegalRoute params={params} kind="terms" realtor={realtor} basePath={basePath} />
}
