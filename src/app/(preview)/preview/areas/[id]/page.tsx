import { AreaPage } from '@/components/areas/AreaPage'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { areaLinks, areaPageData } from '@/utilities/agentContent/areaPage'
import { previewDraft, previewLocale, previewRealtorOf, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of a neighbourhood page: the latest draft inside the agent's site, with the area's report and homes. */
export default async function AreaPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const area = await previewDraft('areas', params, locale)
  const realtor = await previewRealtorOf(area.realtor, locale)
  const basePath = `/${realtor.desiredUrl}`
  const { search, result, report } = await areaPageData(area, realtor)
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={basePath}>
      <AreaPage
        {...{ area, realtor, locale, basePath, report }}
        homes={{ search, result }}
        {...areaLinks(locale, basePath, area, realtor)}
      />
    </RealtorShell>
  )
}
