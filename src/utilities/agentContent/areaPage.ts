/** What a neighbourhood page shows and tells search engines: the area, its homes search, its metadata. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { areaTexts } from '@/i18n/areaTexts'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { format } from '@/i18n/messages'
import { listingSearchPath } from '@/lib/listings/links'
import { defaultSearch, searchQueryOf, type ListingSearch } from '@/lib/listings/search'
import type { ListingSearchResult } from '@/lib/listings/types'
import { richTextDisplay } from '@/lib/translation/richTextSegments'
import type { Area, Media, Realtor } from '@/payload-types'
import { realtorSite } from '../realtor/realtorSite'
import { contentMetadata, shareImageOf } from './contentSeo'
import { searchListings } from '../listings/search'
import { getMarketReport } from '../market/marketReport'
import { getAgentArea } from './reads'

type AreaParams = Promise<{ locale: string; site: string; slug: string }>

/** The published area of this agent at /areas/{slug}; 404 for anything else (a draft, another agent's). */
export const areaOfRequest = cache(async (params: AreaParams) => {
  const site = await realtorSite(params)
  const { slug } = await params
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound()
  const area = await getAgentArea(site.realtor.id, slug, site.locale)
  if (!area) notFound()
  return { ...site, area }
})

/** The homes search of the area: the agent's search page with its city and state. */
export function areaSearch(area: Pick<Area, 'city' | 'state'>, realtor: Realtor): ListingSearch {
  return { ...defaultSearch(realtor.activityRegion), state: area.state, city: area.city, page: 0 }
}

/** The area of its market report: the page's state, city and ZIP code, for this agent. */
export const marketAreaOfPage = (area: Pick<Area, 'state' | 'city' | 'zipcode'>, realtor: Pick<Realtor, 'id'>) => ({
  agentId: realtor.id,
  state: area.state,
  city: area.city,
  zipcode: area.zipcode ?? '',
})

/** Homes a neighbourhood page shows before its link to the full search: a taste, not a second search page. */
export const AREA_PAGE_HOMES = 6

/** What a neighbourhood page shows besides the page itself: its market report and the first homes of its search. */
export async function areaPageData(area: Area, realtor: Realtor) {
  const search = areaSearch(area, realtor)
  const [found, report] = await Promise.all([searchListings(realtor, search), getMarketReport(marketAreaOfPage(area, realtor))])
  const result: ListingSearchResult = found.ok
    ? { ...found, homes: found.homes.slice(0, AREA_PAGE_HOMES), hasNext: false, total: undefined }
    : found
  return { search, result, report }
}

export function areaLinks(locale: Locale, basePath: string, area: Area, realtor: Realtor) {
  return {
    searchHref: listingSearchPath(locale, basePath, searchQueryOf(areaSearch(area, realtor), realtor.activityRegion)),
    contactHref: `${localizedPath(locale, basePath || '/')}#contact`,
  }
}

const firstPhoto = (area: Area) => (area.photos ?? []).find((photo): photo is Media => typeof photo === 'object' && photo !== null)

function areaDescription(area: Area): string | undefined {
  const text = area.summary?.trim() || richTextDisplay(area.content).replace(/\s+/g, ' ').trim()
  return text ? text.slice(0, 155) : undefined
}

export function areaMetadata(area: Area, realtor: Realtor, locale: Locale): Metadata {
  const alt = format(areaTexts[locale].photo, { title: area.title ?? '', n: 1, total: 1 })
  return contentMetadata({
    realtor,
    locale,
    path: `/areas/${area.slug}`,
    heading: area.title ?? '',
    description: areaDescription(area) ?? '',
    image: shareImageOf(firstPhoto(area), realtor, alt),
    type: 'article',
  })
}
