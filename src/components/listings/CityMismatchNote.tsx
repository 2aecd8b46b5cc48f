import Link from 'next/link'

import { format, type Messages } from '@/i18n/messages'
import type { CityMismatch } from '@/lib/listings/search'

/** A URL's city that its state does not have: said plainly, with that city's own state one tap away. */
export function CityMismatchNote({ mismatch, t, href }: { mismatch: CityMismatch; t: Messages; href?: string }) {
  return (
    <p className="home-results__note" role="status" data-testid="homes-city-mismatch">
      {format(t.homeSearch.cityNotInState, { city: mismatch.city, state: mismatch.state })}
      {href && mismatch.cityState && (
        <>
          {' '}
          <Link href={href} className="home-results__link">
            {format(t.homes.searchTitle, { city: mismatch.city, state: mismatch.cityState })}
          </Link>
        </>
      )}
    </p>
  )
}
