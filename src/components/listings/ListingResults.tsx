import Link from 'next/link'

import { type CardFavourite, ListingCard } from '@/components/listings/ListingCard'
import { sourceName } from '@/components/listings/sourceName'
import type { Locale } from '@/i18n/locales'
import { format, formatCount, type Messages } from '@/i18n/messages'
import { formatDateTime } from '@/lib/format'
import { LISTINGS_PER_PAGE, type ListingSearch } from '@/lib/listings/search'
import type { ListingView } from '@/lib/listings/types'
import type { ListingSearchResult } from '@/lib/listings/types'

type Props = {
  result: ListingSearchResult
  search: ListingSearch
  locale: Locale
  timeZone: string
  t: Messages
  hrefOf: (home: ListingView) => string
  pageHref: (page: number) => string
  favourite?: CardFavourite
}

/** One page of homes with previous / next (and page numbers when the total is known), or why there are none. */
export function ListingResults({ result, search, locale, timeZone, t, hrefOf, pageHref, favourite }: Props) {
  if (!result.ok) {
    return (
      <p className="home-results__note" role="status" data-testid="homes-unavailable">
        {t.homes.unavailable}
      </p>
    )
  }
  const pages = result.total === undefined ? undefined : Math.max(1, Math.ceil(result.total / LISTINGS_PER_PAGE))
  // A page past the last one (an old or edited link) leads to the last page that has homes.
  const beyond = result.homes.length === 0 && search.page > 0 && result.total !== 0
  const hasPrevious = search.page > 0 && !beyond
  return (
    <section className="home-results" aria-labelledby="home-results-title" data-testid="home-results">
      <h2 id="home-results-title" className="visually-hidden">
        {t.homes.results}
      </h2>
      {result.homes.length > 0 && (
        <p className="muted" data-testid="home-results-page">
          {pages ? format(t.homes.pageOf, { page: search.page + 1, pages }) : format(t.homes.page, { page: search.page + 1 })}
          {result.total !== undefined && <> · {formatCount(locale, t.homes.total, result.total, { total: result.total })}</>}
        </p>
      )}
      {beyond ? (
        <p className="home-results__note" role="status" data-testid="homes-beyond">
          {t.homeSearch.beyondLast}{' '}
          <Link href={pageHref(pages ? pages - 1 : 0)} className="home-results__link">
            {pages && pages > 1 ? format(t.homeSearch.toLastPage, { page: pages }) : t.homeSearch.toFirstPage}
          </Link>
        </p>
      ) : result.homes.length === 0 ? (
        <p className="home-results__note" data-testid="homes-empty">
          {t.homes.empty}
        </p>
      ) : (
        <ul className="listing-grid">
          {result.homes.map((home, index) => (
            <ListingCard
              key={home.id}
              home={home}
              href={hrefOf(home)}
              t={t.agent}
              noPhoto={t.homes.noPhoto}
              first={index === 0}
              favourite={favourite}
            />
          ))}
        </ul>
      )}
      {(hasPrevious || result.hasNext) && (
        <nav className="home-paging" aria-label={t.homes.pages}>
          {hasPrevious ? (
            <Link href={pageHref(search.page - 1)} rel="prev" className="button">
              {t.homes.previous}
            </Link>
          ) : (
            <span />
          )}
          {pages && pages > 1 && (
            <ol className="home-paging__numbers">
              {Array.from({ length: pages }, (_, page) => (
                <li key={page}>
                  {page === search.page ? <span aria-current="page">{page + 1}</span> : <Link href={pageHref(page)}>{page + 1}</Link>}
                </li>
              ))}
            </ol>
          )}
          {result.hasNext ? (
            <Link href={pageHref(search.page + 1)} rel="next" className="button">
              {t.homes.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="mls-disclaimer">
        {format(t.agent.mlsDisclaimer, {
          source: sourceName(result.source, t.agent),
          asOf: formatDateTime(new Date(result.asOf), locale, timeZone),
        })}
      </p>
    </section>
  )
}
