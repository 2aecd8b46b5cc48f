/**
 * What the alerts job asks the listings source: the homes one criteria finds (the first pages of its
 * homes search) and, for favourites, the homes a list follows. The listings API when LISTINGS_API_URL
 * is set, else the agent's own published listings. Each question is asked once per run (`ask`).
 */
import type { Payload } from 'payload'

import { fetchHomeList } from '@/integrations/listings/client'
import { listingsApiUrl } from '@/integrations/listings/settings'
import type { SavedCriteria } from '@/lib/savedSearches/criteria'
import { LISTINGS_PER_PAGE, matchesSearch } from '@/lib/listings/search'
import type { ListingView } from '@/lib/listings/types'
import { publishedListingsOf } from '@/integrations/listings/localListings'

/** An alert looks at the first pages of a search: what a buyer sees without paging far. */
export const ALERT_PAGES = 3

export type Source = { kind: 'mls'; url: string } | { kind: 'agent' }

export function currentSource(): Source {
  const url = listingsApiUrl()
  return url ? { kind: 'mls', url } : { kind: 'agent' }
}

/** The group a search belongs to: API criteria are the same for every agent; local listings are the agent's own. */
export function groupKeyOf(source: Source, realtorId: number, criteriaKey: string): string {
  return source.kind === 'mls' ? `mls|${criteriaKey}` : `agent:${realtorId}|${criteriaKey}`
}

export async function homesFor(payload: Payload, source: Source, realtorId: number, criteria: SavedCriteria): Promise<ListingView[]> {
  const search = { ...criteria, page: 0 }
  if (source.kind === 'mls') {
    return fetchHomeList(source.url, {
      type: criteria.type,
      propertyType: criteria.propertyType,
      propertyStatus: criteria.propertyStatus,
      currentPage: 0,
      homesPerGroup: LISTINGS_PER_PAGE * ALERT_PAGES,
      state: criteria.state,
      city: criteria.city,
      isImageNull: criteria.photosOnly,
    })
  }
  const own = await agentListings(payload, realtorId)
  return own.filter((home) => matchesSearch(home, search)).slice(0, LISTINGS_PER_PAGE * ALERT_PAGES)
}

/** The agent's published listings, newest first (the homes search's order), at most 500. */
export async function agentListings(payload: Payload, realtorId: number): Promise<ListingView[]> {
  return (await publishedListingsOf(payload, realtorId)).homes
}

/** Runs each distinct question once, however many searches ask it. */
export function onceEach<T>(): (key: string, ask: () => Promise<T>) => Promise<T> {
  const answers = new Map<string, Promise<T>>()
  return (key, ask) => {
    let answer = answers.get(key)
    if (!answer) {
      answer = ask()
      answers.set(key, answer)
    }
    return answer
  }
}
