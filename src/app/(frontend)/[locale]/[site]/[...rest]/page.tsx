import { notFound, redirect } from 'next/navigation'

import { isProbizAllowed } from '@/lib/probiz'
import { realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'

type Params = Promise<{ locale: string; site: string; rest: string[] }>

/** Unknown sub-pages (gsap_sample, pinia_sample included) are 404; probiz paths follow the probiz rule. */
export default async function UnknownAgentPage({ params }: { params: Params }) {
  const { realtor } = await realtorSite(params as SiteParams)
  const { rest } = await params
  if (rest.some((part) => part.includes('probiz')) && !isProbizAllowed(realtor.desiredUrl)) redirect('/')
  notFound()
}
