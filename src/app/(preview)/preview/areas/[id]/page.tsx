import { AreaPage } from '@/components/areas/AreaPage'
import { MarketReport } from '@/components/areas/MarketReport'
import { AgentSearchResults } from '@/components/listings/AgentSearchResults'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
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
        area={area}
        locale={locale}
        report={
          <MarketReport
            view={report}
            locale={locale}
            timeZone={agentTimeZone([area])}
            agentTexts={messagesFor(locale).agent}
            place={[area.city, area.zipcode].filter(Boolean).join(' ')}
          />
        }
        homes={<AgentSearchResults result={result} search={search} realtor={realtor} locale={locale} basePath={basePath} />}
        {...areaLinks(locale, basePath, area, realtor)}
      />
    </RealtorShell>
  )
}
