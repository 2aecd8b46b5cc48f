import { LegalRoute } from '@/components/site/LegalRoute'
import { agentPageMetadata, agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'

export const generateMetadata = ({ params }: { params: SiteParams }) =>
  agentPageMetadata(params, '/process')

export default async function AgentProcessPage({ params }: { params: SiteParams }) {
  const { realtor, basePath } = await agentSite(params)
  return <LegalRoute params={params} kind="process" realtor={realtor} basePath={basePath} loginRequired />
}
