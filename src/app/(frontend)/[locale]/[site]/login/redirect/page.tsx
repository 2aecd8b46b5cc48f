import { realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'
import { redirectAfterLogin } from '@/utilities/site/loginRedirect'

export default async function AgentLoginRedirect({ params }: { params: SiteParams }) {
  const { locale, basePath } = await realtorSite(params)
  return redirectAfterLogin(locale, basePath)
}
