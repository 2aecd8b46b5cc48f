import type { Metadata } from 'next'

import { FavouritesView } from '@/components/favourites/FavouritesView'
import { privacyHrefOf, subscriptionLabels } from '@/components/savedSearches/subscriptionLabels'
import { messagesFor } from '@/i18n/messages'
import { htmlLangOf } from '@/i18n/routing'
import { listingSearchPath } from '@/lib/listings/links'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import type { SiteParams } from '@/utilities/site/locale'

// Served from Next's page cache: the page is the same for everyone, the homes are read in the browser.
export { generateStaticParams } from '@/utilities/cachedPage'

/** A buyer's own list: nothing for search engines. */
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return { ...(await realtorPageMetadata(params, '/favourites', (t) => t.favourites.title)), robots: { index: false, follow: true } }
}

/** The buyer's favourite homes on this agent site: /{desiredUrl}/favourites, or /favourites on the agent's domain. */
export default async function FavouritesPage({ params }: { params: SiteParams }) {
  const { locale, realtor, basePath } = await realtorSite(params)
  const t = messagesFor(locale)
  return (
    <main className="agent favourites-page" data-testid="favourites-page">
      <h1>{t.favourites.title}</h1>
      <FavouritesView
        realtorId={realtor.id}
        locale={locale}
        lang={htmlLangOf(locale)}
        searchHref={listingSearchPath(locale, basePath)}
        privacyHref={privacyHrefOf(locale, basePath)}
        labels={{
          intro: t.favourites.intro,
          empty: t.favourites.empty,
          toSearch: t.favourites.toSearch,
          remove: t.favourites.remove,
          count: t.favourites.count,
          beds: t.agent.beds,
          baths: t.agent.baths,
          noPhoto: t.homes.noPhoto,
          emailTitle: t.favourites.emailTitle,
          emailIntro: t.favourites.emailIntro,
          form: subscriptionLabels(locale, t, realtor.displayName || realtor.desiredUrl, 'favourites'),
        }}
      />
    </main>
  )
}
