/**
 * What a saved search remembers of the homes search: its filters without the page, in a fixed order,
 * so that the same search typed twice is the same text (one subscription per address, and one
 * listings-source call per run for every buyer who shares it).
 */
import { parseListingSearch, type ListingSearch } from '../listings/search'

export type SavedCriteria = Omit<ListingSearch, 'page'>

type Region = { state?: string | null; city?: string | null }

/** The criteria a homes-search query means on this agent's site (unknown values fall back as the page does). */
export function savedCriteriaOf(query: Record<string, string | undefined>, regions: Region[] | null | undefined): SavedCriteria {
  const { type, propertyType, propertyStatus, state, city, photosOnly } = parseListingSearch(query, regions)
  return { type, propertyType, propertyStatus, state, city, photosOnly }
}

export function criteriaKeyOf(criteria: SavedCriteria): string {
  const { type, propertyType, propertyStatus, state, city, photosOnly } = criteria
  return JSON.stringify([type, propertyType, propertyStatus, state, city.toLowerCase(), photosOnly])
}

/** Stored criteria read back defensively (a hand-edited row must not break a run). */
export function criteriaFromJson(value: unknown): SavedCriteria | null {
  const raw = value as Partial<SavedCriteria> | null
  if (!raw || typeof raw !== 'object' || typeof raw.city !== 'string' || typeof raw.state !== 'string') return null
  return savedCriteriaOf(
    {
      type: raw.type,
      propertyType: raw.propertyType,
      status: raw.propertyStatus,
      state: raw.state,
      city: raw.city,
      photos: raw.photosOnly ? '1' : undefined,
    },
    [{ state: raw.state, city: raw.city }],
  )
}

/** The homes-search URL query of saved criteria: every filter named (a link must not depend on the agent's defaults). */
export function criteriaQuery(criteria: SavedCriteria, page = 0): URLSearchParams {
  const query = new URLSearchParams({
    type: criteria.type,
    propertyType: criteria.propertyType,
    status: criteria.propertyStatus,
    state: criteria.state,
    city: criteria.city,
  })
  if (criteria.photosOnly) query.set('photos', '1')
  if (page > 0) query.set('page', String(page))
  return query
}
