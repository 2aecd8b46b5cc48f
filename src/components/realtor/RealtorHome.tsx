import { LocalExpertise, type LocalContent } from '@/components/agentContent/LocalExpertise'
import { ContactSection } from '@/components/realtor/ContactSection'
import { Gallery, type GalleryPhoto } from '@/components/realtor/Gallery'
import { Hero } from '@/components/realtor/Hero'
import { Listings } from '@/components/realtor/Listings'
import { Profile } from '@/components/realtor/Profile'
import { VideoLoader } from '@/components/realtor/VideoLoader'
import { ValuationLink } from '@/components/valuation/ValuationLink'
import { pictureAttributes } from '@/components/site/Picture'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { defaultSearch } from '@/lib/listings/search'
import type { ListingsResult, ListingView } from '@/lib/listings/types'
import { agentTimeZone } from '@/lib/countries'
import type { Realtor } from '@/payload-types'
import { listingPath, listingSearchPath } from '@/lib/listings/links'
import { photosOf, sized } from '@/lib/realtorPhotos'

/**
 * The agent's homepage body: profile, photos, listings, local expertise, contact form, in their colours. The
 * public page and the admin's live preview (a draft) draw the same thing.
 */
export function RealtorHome({
  realtor,
  locale,
  basePath,
  listings,
  content,
  jsonLd,
}: {
  realtor: Realtor
  locale: Locale
  basePath?: string
  listings: ListingsResult
  /** The agent's neighbourhood pages, newest posts and reviews ("Local expertise"). */
  content: LocalContent
  /** schema.org JSON-LD of the public page, ready for a script tag (the preview has none). */
  jsonLd?: string
}) {
  const t = messagesFor(locale)
  // The public page links its listings and the homes search; the admin's preview (no basePath) does not.
  const links =
    basePath === undefined
      ? {}
      : {
          hrefOf: (home: ListingView) =>
            listingPath(locale, basePath, home.id, listings.ok && listings.source.kind === 'mls' ? 'agent' : undefined),
          searchLink: {
            href: listingSearchPath(locale, basePath),
            label: format(t.homes.searchLink, { city: defaultSearch(realtor.activityRegion).city }),
          },
          favourite: { realtorId: realtor.id, labels: { save: t.favourites.save, remove: t.favourites.remove } },
        }
  const galleryMedia = photosOf(realtor, 'gallery').flatMap((media) => {
    const image = sized(media, 'fullsize')
    return image ? [{ media, image }] : []
  })
  // A photo without a description is still named in the page's language, never left unnamed.
  const gallery: GalleryPhoto[] = galleryMedia.map(({ media, image }, index) => ({
    tile: pictureAttributes({ ...image, sizes: '(max-width: 600px) 50vw, 240px' }),
    full: pictureAttributes({ ...image, sizes: '100vw' }),
    alt: media.alt?.trim() || format(t.photoAlts.gallery, { name: realtor.displayName ?? '', n: index + 1, total: galleryMedia.length }),
  }))

  return (
    <>
      <Hero realtor={realtor} t={t.agent} />
      <main className="agent">
        <Profile realtor={realtor} locale={locale} t={t.agent} />
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
        {basePath !== undefined && <ValuationLink href={localizedPath(locale, `${basePath}/valuation`)} t={t.valuation} />}
        <LocalExpertise content={content} locale={locale} basePath={basePath} />
        <ContactSection realtorId={realtor.id} locale={locale} t={t} />
      </main>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </>
  )
}
