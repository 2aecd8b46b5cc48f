import { LoginScreen } from '@/components/site/LoginScreen'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'

type Search = Promise<{ next?: string }>

export const generateMetadata = ({ params }: { params: SiteParams }) => realtorPageMetadata(params, '/login', (t) => t.login.title)

export default async function AgentLoginPage({ params, searchParams }: { params: SiteParams; searchParams: Search }) {
  const { locale, basePath } = await realtorSite(params)
  return <LoginScreen locale={locale} basePath={basePath} next={(await searchParams).next} withHeader={false} />
}
