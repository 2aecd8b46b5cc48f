import { AreaPage } from '@/components/areas/AreaPage'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { areaLinks } from '@/utilities/agentContent/areaPage'
import { previewDraft, previewLocale, previewRealtorOf, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of a neighbourhood page: the latest draft inside the agent's site (report and homes as published). */
export default async function AreaPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const area = await previewDraft('areas', params, locale)
  const realtor = await previewRealtorOf(area.realtor, locale)
  const basePath = `/${realtor.desiredUrl}`
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={basePath}>
      <AreaPage area={area} locale={locale} report={null} homes={null} {...areaLinks(locale, basePath, area, realtor)} />
    </RealtorShell>
  )
}
