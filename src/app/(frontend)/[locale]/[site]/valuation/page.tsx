import type { Metadata } from 'next'

import { ValuationForm } from '@/components/valuation/ValuationForm'
import { messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import { allowedStates, cityOptions, defaultSearch, type AllowedState } from '@/lib/listings/search'
import { realtorAlternates, realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'
import { shareMetadata } from '@/utilities/site/openGraph'

// Served from Next's page cache: the page is the same for everyone, the estimate is asked for from the browser.
export { generateStaticParams } from '@/utilities/cachedPage'

/** Indexed like the agent's homepage: the page is the same for every visitor, nothing personal is in it. */
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale, realtor } = await realtorSite(params)
  const t = messagesFor(locale)
  const title = [t.valuation.title, realtor.displayName].filter(Boolean).join(' · ')
  const alternates = realtorAlternates(locale, realtor, '/valuation')
  const description = t.valuation.description
  return {
    title,
    description,
    alternates,
    ...shareMetadata({ locale, title, description, url: alternates?.canonical as string, siteName: realtor.displayName ?? '' }),
  }
}

/** "What is my home worth?" on an agent site: /{desiredUrl}/valuation, or /valuation on the agent's domain. */
export default async function ValuationPage({ params }: { params: SiteParams }) {
  const { locale, realtor } = await realtorSite(params)
  const t = messagesFor(locale)
  const regions = realtor.activityRegion
  const cities = Object.fromEntries(allowedStates.map((state) => [state, cityOptions(state, regions)])) as Record<AllowedState, string[]>
  return (
    <main className="agent valuation-page" data-testid="valuation-page">
      <h1>{t.valuation.title}</h1>
      <p className="valuation-intro">{t.valuation.intro}</p>
      <ValuationForm
        realtorId={realtor.id}
        locale={locale}
        cities={cities}
        defaultState={defaultSearch(regions).state}
        timeZone={agentTimeZone(regions)}
        labels={{
          valuation: t.valuation,
          homes: {
            city: t.homes.city,
            state: t.homes.state,
            propertyType: t.homes.propertyType,
            propertyTypes: t.homes.propertyTypes,
            beds: t.homes.beds,
            baths: t.homes.baths,
            sqft: t.homes.sqft,
          },
          agent: t.agent,
          errors: t.lead.errors,
          phoneCountry: t.phoneCountry,
        }}
      />
    </main>
  )
}
