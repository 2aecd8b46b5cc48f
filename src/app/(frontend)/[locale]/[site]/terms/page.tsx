import { LegalRoute } from '@/components/site/LegalRoute'
import { agentPageMetadata, agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export const generateMetadata = ({ params }: { params: SiteParams }) =>
  agentPageMetadata(params, '/terms')

export default async function AgentTermsPage({ params }: { params: SiteParams }) {
  const { realtor, basePath } = await agentSite(params)
  return <LegalRoute params={params} kind="terms" realtor={realtor} basePath={basePath} />
}
