import { cache } from 'react'

import type { RealtorSite } from './realtorSite'

/**
 * The agent site a render is inside, set by the [site] layout for the pages below it: its 404 page
 * has no route params and, being part of a cached page, may not read the request. React's cache()
 * keeps one holder per render. Empty when Next renders the 404 without the layout (a client-side
 * navigation that keeps the layout): the 404 then links to the platform's home.
 */
const holder = cache((): { site?: RealtorSite } => ({}))

export function rememberSite(site: RealtorSite): void {
  holder().site = site
}

export function currentSite(): RealtorSite | undefined {
  return holder().site
}
