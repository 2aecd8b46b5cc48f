import { ListingResults } from '@/components/listings/ListingResults'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import { listingPath, listingSearchPath } from '@/lib/listings/links'
import { searchQueryOf, type ListingSearch } from '@/lib/listings/search'
import type { ListingSearchResult } from '@/lib/listings/types'
import type { Realtor } from '@/payload-types'

type Props = { result: ListingSearchResult; search: ListingSearch; realtor: Realtor; locale: Locale; basePath: string }

/**
 * One page of an agent site's homes search, linking its homes and pages within that site: on the
 * search page itself and embedded in a neighbourhood page (whose pages lead on to the search page).
 */
export function AgentSearchResults({ result, search, realtor, locale, basePath }: Props) {
  const regions = realtor.activityRegion
  const query = searchQueryOf(search, regions)
  const t = messagesFor(locale)
  return (
    <ListingResults
      result={result}
      search={search}
      locale={locale}
      timeZone={agentTimeZone(regions)}
      t={t}
      favourite={{ realtorId: realtor.id, labels: { save: t.favourites.save, remove: t.favourites.remove } }}
      hrefOf={(home) => listingPath(locale, basePath, home.id, result.ok && result.source.kind === 'mls' ? query : undefined)}
      pageHref={(page) => listingSearchPath(locale, basePath, searchQueryOf({ ...search, page }, regions))}
    />
  )
}
