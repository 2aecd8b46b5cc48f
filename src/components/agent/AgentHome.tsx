import { ContactSection } from '@/components/agent/ContactSection'
import { Gallery, type GalleryPhoto } from '@/components/agent/Gallery'
import { Hero } from '@/components/agent/Hero'
import { Listings } from '@/components/agent/Listings'
import { Profile } from '@/components/agent/Profile'
import { VideoLoader } from '@/components/agent/VideoLoader'
import { pictureAttributes } from '@/components/site/Picture'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { defaultSearch } from '@/lib/listings/homeSearch'
import type { ListingView } from '@/lib/listings/types'
import { agentTimeZone } from '@/lib/countries'
import type { Realtor } from '@/payload-types'
import { agentJsonLd, jsonLdScript } from '@/utilities/agentSeo'
import { listingPath, homesPath } from '@/utilities/listingLinks'
import { getAgentListings } from '@/utilities/listings'
import { photosOf, sized } from '@/utilities/realtorPhotos'

/**
 * The agent's homepage body: profile, photos, listings, contact form, in their colours. The
 * public page and the admin's live preview (a draft) draw the same thing.
 */
export async function AgentHome({ realtor, locale, basePath }: { realtor: Realtor; locale: Locale; basePath?: string }) {
  const t = messagesFor(locale)
  // The public page links its listings and the homes search; the admin's preview (no basePath) does not.
  const links =
    basePath === undefined
      ? {}
      : {
          hrefOf: (home: ListingView) => listingPath(locale, basePath, home.id, 'agent'),
          searchLink: {
            href: homesPath(locale, basePath),
            label: format(t.homes.searchLink, { city: defaultSearch(realtor.activityRegion).city }),
          },
        }
  const listings = await getAgentListings(realtor)
  const gallery: GalleryPhoto[] = photosOf(realtor, 'gallery').flatMap((media) => {
    const image = sized(media, 'fullsize')
    if (!image) return []
    const alt = media.alt ?? ''
    return [
      {
        tile: pictureAttributes({ ...image, sizes: '(max-width: 600px) 50vw, 240px' }),
        full: pictureAttributes({ ...image, sizes: '100vw' }),
        alt,
      },
    ]
  })

  return (
    <>
      <Hero realtor={realtor} t={t.agent} />
      <main className="agent">
        <Profile realtor={realtor} t={t.agent} />
        {realtor.recommendedYoutubeUrl && (
          <VideoLoader url={realtor.recommendedYoutubeUrl} title={t.agent.video} playLabel={t.agent.playVideo} />
        )}
        <Gallery
          photos={gallery}
          labels={{
            title: t.agent.gallery,
            open: t.agent.openPhoto,
            close: t.agent.closePhoto,
            prev: t.agent.prevPhoto,
            next: t.agent.nextPhoto,
          }}
        />
        <Listings result={listings} locale={locale} timeZone={agentTimeZone(realtor.activityRegion)} t={t.agent} {...links} />
        <ContactSection realtorId={realtor.id} locale={locale} labels={{ ...t.agent, errors: t.lead.errors }} />
      </main>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(agentJsonLd(realtor, locale)) }} />
    </>
  )
}
