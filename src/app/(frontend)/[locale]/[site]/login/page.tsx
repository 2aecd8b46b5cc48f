import { LoginScreen } from '@/components/site/LoginScreen'
import { agentPageMetadata, agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'

type Search = Promise<{ next?: string }>

export const generateMetadata = ({ params }: { params: SiteParams }) => agentPageMetadata(params, '/login', (t) => t.login.title)

export default async function AgentLoginPage({ params, searchParams }: { params: SiteParams; searchParams: Search }) {
  const { locale, basePath } = await agentSite(params)
  return <LoginScreen locale={locale} basePath={basePath} next={(await searchParams).next} withHeader={false} />
}
