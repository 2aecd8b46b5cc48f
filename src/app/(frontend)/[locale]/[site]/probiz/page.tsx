import { redirect } from 'next/navigation'

import { messagesFor } from '@/i18n/messages'
import { isProbizAllowed } from '@/lib/probiz'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import { requireUser } from '@/utilities/site/auth'
import type { SiteParams } from '@/utilities/site/locale'

/** Spec: probiz pages exist only for equityrealty; everyone else goes to '/'. Login required. */
export const generateMetadata = ({ params }: { params: SiteParams }) => realtorPageMetadata(params, '/probiz', (t) => t.agent.probizTitle)

export default async function ProbizPage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  if (!isProbizAllowed(realtor.desiredUrl)) redirect('/')
  await requireUser(locale, basePath)
  return (
    <main className="legal">
      <h1>{messagesFor(locale).agent.probizTitle}</h1>
      <p>{realtor.displayName}</p>
    </main>
  )
}
