import { redirect } from 'next/navigation'

import { realtorSite } from '@/utilities/realtor/realtorSite'
import { requireUser } from '@/utilities/site/auth'
import type { SiteParams } from '@/utilities/site/locale'

/** /{desiredUrl}/admin: the Payload edit view of this realtor, after login. */
export default async function AgentAdminPage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  await requireUser(locale, basePath)
  redirect(`/admin/collections/realtors/${realtor.id}`)
}
