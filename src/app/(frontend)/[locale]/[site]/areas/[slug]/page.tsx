import type { Metadata } from 'next'

import { AreaPage } from '@/components/areas/AreaPage'
import { areaLinks, areaMetadata, areaOfRequest, areaPageData } from '@/utilities/agentContent/areaPage'
import { areaPlace, jsonLdScript, realtorJsonLd } from '@/utilities/realtor/realtorSeo'

type Params = Promise<{ locale: string; site: string; slug: string }>

// Served from Next's page cache, rendered again when the area, the agent, its report or its homes change.
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, realtor, locale } = await areaOfRequest(params)
  return areaMetadata(area, realtor, locale)
}

/** A neighbourhood page of the agent site: /{desiredUrl}/areas/{slug}, or /areas/{slug} on the agent's domain. */
export default async function AreaRoute({ params }: { params: Params }) {
  const { area, realtor, locale, basePath } = await areaOfRequest(params)
  const { search, result, report } = await areaPageData(area, realtor)
  return (
    <>
      <AreaPage
        {...{ area, realtor, locale, basePath, report }}
        homes={{ search, result }}
        {...areaLinks(locale, basePath, area, realtor)}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript({ ...realtorJsonLd(realtor, locale), areaServed: [areaPlace(area, realtor, locale)] }),
        }}
      />
    </>
  )
}
