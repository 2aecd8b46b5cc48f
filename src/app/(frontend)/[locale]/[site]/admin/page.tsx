import { redirect } from 'next/navigation'

import { agentSite } from '@/utilities/agentSite'
import { requireUser } from '@/utilities/auth'
import type { SiteParams } from '@/utilities/locale'

/** /{desiredUrl}/admin: the Payload edit view of this realtor, after login. */
export default async function AgentAdminPage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await agentSite(params)
  await requireUser(locale, basePath)
  redirect(`/admin/collections/realtors/${realtor.id}`)
}
