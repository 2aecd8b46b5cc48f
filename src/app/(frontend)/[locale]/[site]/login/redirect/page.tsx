import { agentSite } from '@/utilities/agentSite'
import type { SiteParams } from '@/utilities/locale'
import { redirectAfterLogin } from '@/utilities/loginRedirect'

export default async function AgentLoginRedirect({ params }: { params: SiteParams }) {
  const { locale, basePath } = await agentSite(params)
  return redirectAfterLogin(locale, basePath)
}
