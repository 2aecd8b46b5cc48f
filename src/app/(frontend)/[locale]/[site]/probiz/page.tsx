import { redirect } from 'next/navigation'

import { messagesFor } from '@/i18n/messages'
import { isProbizAllowed } from '@/lib/probiz'
import { agentPageMetadata, agentSite } from '@/utilities/agentSite'
import { requireUser } from '@/utilities/auth'
import type { SiteParams } from '@/utilities/locale'

/** Spec: probiz pages exist only for equityrealty; everyone else goes to '/'. Login required. */
export const generateMetadata = ({ params }: { params: SiteParams }) => agentPageMetadata(params, '/probiz', (t) => t.agent.probizTitle)

export default async function ProbizPage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await agentSite(params)
  if (!isProbizAllowed(realtor.desiredUrl)) redirect('/')
  await requireUser(locale, basePath)
  return (
    <main className="legal">
      <h1>{messagesFor(locale).agent.probizTitle}</h1>
      <p>{realtor.displayName}</p>
    </main>
  )
}
