import type { Metadata } from 'next'
import { Suspense } from 'react'

import { CityMismatchNote } from '@/components/listings/CityMismatchNote'
import { AgentSearchResults } from '@/components/listings/AgentSearchResults'
import { ListingSearchForm } from '@/components/listings/ListingSearchForm'
import { ListingsLoadingNote } from '@/components/listings/ListingsLoadingNote'
import { AlertMe } from '@/components/savedSearches/AlertMe'
import { ValuationLink } from '@/components/valuation/ValuationLink'
import { privacyHrefOf, subscriptionLabels } from '@/components/savedSearches/subscriptionLabels'
import { loadingHomes } from '@/i18n/loadingMessages'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import {
  allowedStates,
  cityMismatchOf,
  cityOptions,
  countyOf,
  parseListingSearch,
  searchIndexing,
  searchQueryOf,
  type ListingSearch,
} from '@/lib/listings/search'
import type { Realtor } from '@/payload-types'
import { realtorAlternates, realtorSite } from '@/utilities/realtor/realtorSite'
import { searchListings } from '@/utilities/listings/search'
import { listingSearchPath } from '@/lib/listings/links'
import { searchInWords, searchValuesOf } from '@/lib/savedSearches/searchValues'
import type { SiteParams } from '@/utilities/site/locale'
import { shareMetadata } from '@/utilities/site/openGraph'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }): Promise<Metadata> {
  const { locale, realtor } = await realtorSite(params)
  const query = await searchParams
  const search = parseListingSearch(query, realtor.activityRegion)
  const mismatch = cityMismatchOf(query, realtor.activityRegion)
  const t = messagesFor(locale)
  const heading = mismatch ? t.homes.title : format(t.homes.searchTitle, { city: search.city, state: search.state })
  const title = [heading, realtor.displayName].filter(Boolean).join(' · ')
  // Canonical: the non-default filters, never the page; only the bare first page is indexed.
  const { canonicalQuery, index } = searchIndexing(search, realtor.activityRegion)
  const alternates = realtorAlternates(locale, realtor, canonicalQuery ? `/homes?${canonicalQuery}` : '/homes')
  return {
    title,
    alternates,
    robots: index && !mismatch ? undefined : { index: false, follow: true },
    ...shareMetadata({ locale, title, url: alternates?.canonical as string, siteName: realtor.displayName ?? '' }),
  }
}

/**
 * The agent site's homes search: filters in the URL, 15 homes a page, server-rendered. A URL whose
 * city is not in its state says so (with a link to that city in its own state) instead of searching.
 */
export default async function HomesPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  const regions = realtor.activityRegion
  const asked = await searchParams
  const search = parseListingSearch(asked, regions)
  const mismatch = cityMismatchOf(asked, regions)
  const t = messagesFor(locale)
  const county = mismatch ? null : countyOf(search)
  const query = searchQueryOf(search, regions)
  const cities = Object.fromEntries(allowedStates.map((state) => [state, cityOptions(state, regions)])) as Record<
    (typeof allowedStates)[number],
    string[]
  >
  return (
    <main className="agent homes-page">
      <h1>{mismatch ? t.homes.title : format(t.homes.searchTitle, { city: search.city, state: search.state })}</h1>
      {county && <p className="muted">{format(t.homes.county, { county })}</p>}
      <ListingSearchForm
        action={listingSearchPath(locale, basePath)}
        search={mismatch ? { ...search, city: '' } : search}
        cities={cities}
        t={t.homes}
        labels={t.homeSearch}
      />
      {/* No alert for a search the page does not run (a city its state does not have). */}
      {!mismatch && (
        <AlertMe
          realtorId={realtor.id}
          locale={locale}
          labels={{
            open: t.savedSearch.open,
            title: t.savedSearch.title,
            close: t.savedSearch.close,
            criteriaLabel: t.savedSearch.criteriaLabel,
            form: subscriptionLabels(locale, t, realtor.displayName || realtor.desiredUrl, 'search'),
          }}
          criteria={searchInWords(search, t.savedSearch)}
          search={searchValuesOf(search)}
          privacyHref={privacyHrefOf(locale, basePath)}
        />
      )}
      {mismatch ? (
        <CityMismatchNote
          mismatch={mismatch}
          t={t}
          href={
            mismatch.cityState &&
            listingSearchPath(
              locale,
              basePath,
              searchQueryOf({ ...search, state: mismatch.cityState, city: mismatch.city, page: 0 }, regions),
            )
          }
        />
      ) : (
        // Keyed by the query: a new search or page shows the loading state (a search-params-only
        // navigation would otherwise keep the old results on screen until the new ones arrive).
        <Suspense key={query.toString()} fallback={<ListingsLoadingNote text={loadingHomes[locale]} />}>
          <SearchResults realtor={realtor} search={search} locale={locale} basePath={basePath} />
        </Suspense>
      )}
      <ValuationLink href={localizedPath(locale, `${basePath}/valuation`)} t={t.valuation} short />
    </main>
  )
}

async function SearchResults(props: { realtor: Realtor; search: ListingSearch; locale: Locale; basePath: string }) {
  return <AgentSearchResults {...props} result={await searchListings(props.realtor, props.search)} />
}
