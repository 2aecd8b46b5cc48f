import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { fullAddress, ListingDetail, listingDescription } from '@/components/listings/ListingDetail'
import { ownPhoto } from '@/components/listings/ownPhoto'
import { QuickActions } from '@/components/realtor/QuickActions'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import { parseListingSearch, searchQueryOf } from '@/lib/listings/search'
import type { Realtor } from '@/payload-types'
import { jsonLdScript } from '@/utilities/realtor/realtorSeo'
import { realtorAlternates, realtorSite, realtorSiteOrigin } from '@/utilities/realtor/realtorSite'
import { findListing } from '@/utilities/listings/search'
import { listingSearchPath } from '@/lib/listings/links'
import { localizedPath } from '@/i18n/routing'
import { listingJsonLd } from '@/utilities/listings/listingSeo'
import { shareMetadata } from '@/utilities/site/openGraph'
import { listingsApiUrl } from '@/integrations/listings/settings'
import { descriptionIn } from '@/lib/listings/listingView'

type Params = Promise<{ locale: string; site: string; id: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The listing of the request, found once for the metadata and the page; 404 when it is not this agent's to show. */
const listingOf = cache(async (params: Params, searchParams: SearchParams) => {
  const { locale, realtor, basePath } = await realtorSite(params)
  const { id } = await params
  const query = await searchParams
  const search = parseListingSearch(query, realtor.activityRegion)
  const found = await findListing(realtor, safeDecode(id), { agent: query.from === 'agent', search })
  if (!found) notFound()
  // The cached answer it was found in is part of an API listing's address; a local listing's is its id alone.
  const from =
    found.own && !listingsApiUrl() ? '' : query.from === 'agent' ? 'from=agent' : searchQueryOf(search, realtor.activityRegion).toString()
  return { locale, realtor, basePath, found, search, path: `/listings/${encodeURIComponent(found.home.id)}${from ? `?${from}` : ''}` }
})

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { locale, realtor, found, path } = await listingOf(params, searchParams)
  const title = listingTitle(found.home, locale, realtor)
  const description = listingDescription(found.home, messagesFor(locale), descriptionIn(found.home, locale))
  const alternates = realtorAlternates(locale, realtor, path)
  const photo = ownPhoto(found.home.photoUrl)
  const image = photo
    ? {
        url: new URL(photo, realtorSiteOrigin(realtor)).toString(),
        width: 1920,
        height: 1280,
        alt: format(messagesFor(locale).photoAlts.listingShare, { address: fullAddress(found.home) }),
      }
    : null
  return {
    title,
    description,
    alternates,
    // The agent's own listings are theirs to have indexed; a search result from the MLS is not.
    robots: found.own ? undefined : { index: false, follow: true },
    ...shareMetadata({
      locale,
      title,
      description,
      url: alternates?.canonical as string,
      siteName: realtor.displayName ?? '',
      image,
      type: 'article',
    }),
  }
}

const listingTitle = (home: { address: string; city: string }, locale: Locale, realtor: Realtor) =>
  [format(messagesFor(locale).homes.listingTitle, { address: home.address, city: home.city }), realtor.displayName]
    .filter(Boolean)
    .join(' · ')

/** A listing of the agent site: /{desiredUrl}/listings/{id}, or /listings/{id} on the agent's domain. */
export default async function ListingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale, realtor, basePath, found, search, path } = await listingOf(params, searchParams)
  const t = messagesFor(locale)
  const canonical = realtorAlternates(locale, realtor, path)?.canonical as string
  return (
    <>
      <ListingDetail
        home={found.home}
        source={found.source}
        asOf={found.asOf}
        locale={locale}
        timeZone={agentTimeZone(realtor.activityRegion)}
        realtorId={realtor.id}
        t={t}
        searchHref={listingSearchPath(locale, basePath, searchQueryOf(search, realtor.activityRegion))}
        href={localizedPath(locale, `${basePath}${path}`)}
      />
      {/* On a phone the bar's contact action opens this listing's form, which names the home, not the home page's. */}
      <QuickActions realtor={realtor} contactHref="#contact" t={t.agent} ownForm />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(listingJsonLd(found.home, canonical, realtorSiteOrigin(realtor), found.asOf)) }}
      />
    </>
  )
}
