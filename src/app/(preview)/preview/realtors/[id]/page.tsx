import { RealtorHome } from '@/components/realtor/RealtorHome'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { getHomepageContent } from '@/utilities/agentContent/reads'
import { getRealtorListings } from '@/utilities/listings/realtorListings'
import { previewDraft, previewLocale, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of an agent page: the latest draft in the editor's chosen locale. */
export default async function RealtorPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const realtor = await previewDraft('realtors', params, locale)
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={`/${realtor.desiredUrl}`}>
      <RealtorHome
        realtor={realtor}
        locale={locale}
        listings={await getRealtorListings(realtor)}
        content={await getHomepageContent(realtor.id, locale)}
      />
    </RealtorShell>
  )
}
