import type { Metadata } from 'next'

import { AlertsManage } from '@/components/savedSearches/AlertsManage'
import { alertPageWords } from '@/i18n/alertPages'
import { localizedPath } from '@/i18n/routing'
import { listingSearchPath } from '@/lib/listings/links'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import { manageState } from '@/utilities/savedSearches/manage'
import type { SiteParams } from '@/utilities/site/locale'

type Search = Promise<{ token?: string; confirmed?: string; done?: string; deleted?: string }>

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale } = await realtorSite(params)
  const meta = await realtorPageMetadata(params, '/alerts', () => alertPageWords[locale].manageTitle)
  return { ...meta, robots: { index: false, follow: false } }
}

/** The buyer's alerts with this agent, behind the signed link of every alert e-mail. */
export default async function AlertsPage({ params, searchParams }: { params: SiteParams; searchParams: Search }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  const query = await searchParams
  const notice = query.deleted ? 'deleted' : query.confirmed ? 'confirmed' : query.done ? 'saved' : null
  return (
    <AlertsManage
      locale={locale}
      state={await manageState(query.token, realtor.id)}
      notice={notice}
      back={localizedPath(locale, `${basePath}/alerts`)}
      agent={realtor.displayName || realtor.desiredUrl}
      homesHref={listingSearchPath(locale, basePath)}
    />
  )
}
