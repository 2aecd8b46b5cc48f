'use client'

import Form from 'next/form'
import { useEffect, useRef, useState } from 'react'

import type { Messages } from '@/i18n/messages'
import {
  allowedStates,
  propertyStatuses,
  propertyTypes,
  searchTypes,
  type AllowedState,
  type ListingSearch,
  type PropertyStatus,
  type PropertyType,
  type SearchType,
} from '@/lib/listings/search'

type Props = {
  action: string
  /** The URL's search; its city is '' when the URL named a city its state does not have. */
  search: ListingSearch
  /** Each state's cities (cityOptions), so the city list can follow the chosen state. */
  cities: Record<AllowedState, string[]>
  t: Messages['homes']
  labels: Messages['homeSearch']
}

/**
 * The filters as a GET form: they land in the URL (shareable, server-rendered). next/form moves to
 * the results without a full reload (the loading state shows meanwhile), and works without JavaScript.
 * A new search starts at page 0: the form carries no page.
 *
 * On a phone the form is folded into a summary of the active filters, so the first home is on the
 * first screen (wider screens show the form open, styles in listings.css). Every field follows the
 * URL's search: when it changes (a search, Back, Forward) the fields show it again, as they do when the
 * browser restores the page from its back-forward cache; the browser is asked not to refill them.
 */
export function ListingSearchForm({ action, search, cities, t, labels }: Props) {
  const details = useRef<HTMLDetailsElement>(null)
  const [values, setValues] = useState(search)
  const [shownSearch, setShownSearch] = useState(search)
  // A new search from the server (another URL): the fields start again from it, and a phone's folded
  // filters close so the homes show.
  if (!sameSearch(shownSearch, search)) {
    setShownSearch(search)
    setValues(search)
  }
  useEffect(() => {
    if (details.current) details.current.open = false
  }, [shownSearch])
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setValues(search)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [search])
  const set = <K extends keyof ListingSearch>(name: K, value: ListingSearch[K]) => setValues((current) => ({ ...current, [name]: value }))

  const active = [
    t.types[search.type],
    t.propertyTypes[search.propertyType],
    search.propertyStatus !== 'active' && t.statuses[search.propertyStatus],
    search.state,
    search.city,
    search.photosOnly && t.photosOnly,
  ].filter(Boolean)

  return (
    <details className="home-filters" ref={details}>
      <summary className="home-filters__summary" data-testid="home-filters-summary">
        <span className="home-filters__active">{active.join(' · ')}</span>
        <span className="home-filters__label">{labels.filtersToggle}</span>
      </summary>
      <Form action={action} className="home-search" aria-label={t.filters} autoComplete="off" data-testid="home-search-form">
        <label>
          <span>{t.type}</span>
          <select name="type" value={values.type} onChange={(event) => set('type', event.target.value as SearchType)}>
            {searchTypes.map((value) => (
              <option key={value} value={value}>
                {t.types[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.propertyType}</span>
          <select
            name="propertyType"
            value={values.propertyType}
            onChange={(event) => set('propertyType', event.target.value as PropertyType)}
          >
            {propertyTypes.map((value) => (
              <option key={value} value={value}>
                {t.propertyTypes[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.status}</span>
          <select
            name="status"
            value={values.propertyStatus}
            onChange={(event) => set('propertyStatus', event.target.value as PropertyStatus)}
          >
            {propertyStatuses.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.state}</span>
          <select
            name="state"
            value={values.state}
            onChange={(event) => {
              const state = event.target.value as AllowedState
              // Another state's city is cleared, never swapped for one of this state's.
              setValues((current) => ({ ...current, state, city: cities[state].includes(current.city) ? current.city : '' }))
            }}
          >
            {allowedStates.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.city}</span>
          <select name="city" value={values.city} required onChange={(event) => set('city', event.target.value)}>
            {/* Disabled: never sent; "required" asks for a city before the search goes. */}
            {values.city === '' && (
              <option value="" disabled>
                {labels.choosePlaceholder}
              </option>
            )}
            {cities[values.state].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="home-search__check">
          <input
            type="checkbox"
            name="photos"
            value="1"
            checked={values.photosOnly}
            onChange={(event) => set('photosOnly', event.target.checked)}
          />
          <span>{t.photosOnly}</span>
        </label>
        <button type="submit" className="button agent-button">
          {t.search}
        </button>
      </Form>
    </details>
  )
}

const sameSearch = (a: ListingSearch, b: ListingSearch) => (Object.keys(a) as (keyof ListingSearch)[]).every((name) => a[name] === b[name])
