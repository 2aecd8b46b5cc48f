import Form from 'next/form'

import type { Messages } from '@/i18n/messages'
import { allowedStates, cityOptions, propertyStatuses, propertyTypes, searchTypes, type ListingSearch } from '@/lib/listings/search'

type Region = { state?: string | null; city?: string | null }

/**
 * The filters as a GET form: they land in the URL (shareable, server-rendered). next/form moves to
 * the results without a full reload (the loading state shows meanwhile), and works without JavaScript.
 * A new search starts at page 0: the form carries no page.
 */
export function ListingSearchForm({
  action,
  search,
  regions,
  t,
}: {
  action: string
  search: ListingSearch
  regions: Region[] | null | undefined
  t: Messages['homes']
}) {
  return (
    <Form action={action} className="home-search" aria-label={t.filters} data-testid="home-search-form">
      <label>
        <span>{t.type}</span>
        <select name="type" defaultValue={search.type}>
          {searchTypes.map((value) => (
            <option key={value} value={value}>
              {t.types[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.propertyType}</span>
        <select name="propertyType" defaultValue={search.propertyType}>
          {propertyTypes.map((value) => (
            <option key={value} value={value}>
              {t.propertyTypes[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.status}</span>
        <select name="status" defaultValue={search.propertyStatus}>
          {propertyStatuses.map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.state}</span>
        <select name="state" defaultValue={search.state}>
          {allowedStates.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.city}</span>
        {/* The chosen state's cities: another state's city comes after choosing that state (its default city first). */}
        <select name="city" defaultValue={search.city}>
          {cityOptions(search.state, regions).map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </label>
      <label className="home-search__check">
        <input type="checkbox" name="photos" value="1" defaultChecked={search.photosOnly} />
        <span>{t.photosOnly}</span>
      </label>
      <button type="submit" className="button agent-button">
        {t.search}
      </button>
    </Form>
  )
}
