import type { Metadata } from 'next'

import { AlertsConfirm } from '@/components/savedSearches/AlertsConfirm'
import { alertPageWords } from '@/i18n/alertPages'
import { localizedPath } from '@/i18n/routing'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'

type Search = Promise<{ token?: string; invalid?: string }>

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale } = await realtorSite(params)
  const meta = await realtorPageMetadata(params, '/alerts/confirm', () => alertPageWords[locale].confirmTitle)
  return { ...meta, robots: { index: false, follow: false } }
}

/** Where the confirmation e-mail's link lands: one button that confirms. */
export default async function ConfirmAlertsPage({ params, searchParams }: { params: SiteParams; searchParams: Search }) {
  const { locale, basePath } = await realtorSite(params)
  const query = await searchParams
  return (
    <AlertsConfirm
      locale={locale}
      token={query.token ?? ''}
      back={localizedPath(locale, `${basePath}/alerts`)}
      invalid={Boolean(query.invalid)}
    />
  )
}
