/**
 * What an "alert me" request follows: the search as the homes search's URL names it, every filter
 * with its effective value (a default left out of the URL is still sent), so a later change of the
 * agent's default region does not change what the buyer asked for.
 */
import { format, type Messages } from '@/i18n/messages'
import type { ListingSearch } from '../listings/search'
import type { SubscriptionInput } from './subscriptionSchema'

export type SearchValues = NonNullable<SubscriptionInput['search']>

export function searchValuesOf(search: ListingSearch): SearchValues {
  return {
    type: search.type,
    propertyType: search.propertyType,
    status: search.propertyStatus,
    state: search.state,
    city: search.city,
    ...(search.photosOnly ? { photos: '1' } : {}),
  }
}

/** The search in words, as the form shows it: "Single-family homes for sale in Irvine, CA". */
export function searchInWords(search: ListingSearch, t: Messages['savedSearch']): string {
  const sentence = format(t.criteria[`${search.type}_${search.propertyStatus}`], {
    propertyType: t.propertyTypes[search.propertyType],
    city: search.city,
    state: search.state,
  })
  const text = search.photosOnly ? `${sentence} ${t.withPhotos}` : sentence
  return text.charAt(0).toUpperCase() + text.slice(1)
}
