import type { Metadata } from 'next'
import { Suspense } from 'react'

import { HomeResults } from '@/components/homes/HomeResults'
import { HomeSearchForm } from '@/components/homes/HomeSearchForm'
import { HomesLoadingNote } from '@/components/homes/HomesLoadingNote'
import { loadingHomes } from '@/i18n/loadingMessages'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import { countyOf, parseHomeSearch, searchIndexing, searchQueryOf, type HomeSearch } from '@/lib/listings/homeSearch'
import type { Realtor } from '@/payload-types'
import { agentAlternates, agentSite } from '@/utilities/agentSite'
import { searchHomes } from '@/utilities/homeSearch'
import { homesPath, listingPath } from '@/utilities/listingLinks'
import type { SiteParams } from '@/utilities/locale'
import { shareMetadata } from '@/utilities/openGraph'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }): Promise<Metadata> {
  const { locale, realtor } = await agentSite(params)
  const search = parseHomeSearch(await searchParams, realtor.activityRegion)
  const t = messagesFor(locale)
  const title = [format(t.homes.searchTitle, { city: search.city, state: search.state }), realtor.displayName].filter(Boolean).join(' · ')
  // Canonical: the non-default filters, never the page; only the bare first page is indexed.
  const { canonicalQuery, index } = searchIndexing(search, realtor.activityRegion)
  const alternates = agentAlternates(locale, realtor, canonicalQuery ? `/homes?${canonicalQuery}` : '/homes')
  return {
    title,
    alternates,
    robots: index ? undefined : { index: false, follow: true },
    ...shareMetadata({ locale, title, url: alternates?.canonical as string, siteName: realtor.displayName ?? '' }),
  }
}

/** The agent site's homes search (issue 18): filters in the URL, 15 homes a page, server-rendered. */
export default async function HomesPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { locale, realtor, basePath } = await agentSite(params)
  const regions = realtor.activityRegion
  const search = parseHomeSearch(await searchParams, regions)
  const t = messagesFor(locale)
  const county = countyOf(search)
  const query = searchQueryOf(search, regions)
  return (
    <main className="agent homes-page">
      <h1>{format(t.homes.searchTitle, { city: search.city, state: search.state })}</h1>
      {county && <p className="muted">{format(t.homes.county, { county })}</p>}
      <HomeSearchForm action={homesPath(locale, basePath)} search={search} regions={regions} t={t.homes} />
      {/* Keyed by the query: a new search or page shows the loading state (a search-params-only
          navigation would otherwise keep the old results on screen until the new ones arrive). */}
      <Suspense key={query.toString()} fallback={<HomesLoadingNote text={loadingHomes[locale]} />}>
        <SearchResults realtor={realtor} search={search} locale={locale} basePath={basePath} />
      </Suspense>
    </main>
  )
}

async function SearchResults({
  realtor,
  search,
  locale,
  basePath,
}: {
  realtor: Realtor
  search: HomeSearch
  locale: Locale
  basePath: string
}) {
  const regions = realtor.activityRegion
  const result = await searchHomes(realtor, search)
  const query = searchQueryOf(search, regions)
  return (
    <HomeResults
      result={result}
      search={search}
      locale={locale}
      timeZone={agentTimeZone(regions)}
      t={messagesFor(locale)}
      hrefOf={(home) => listingPath(locale, basePath, home.id, query)}
      pageHref={(page) => homesPath(locale, basePath, searchQueryOf({ ...search, page }, regions))}
    />
  )
}
