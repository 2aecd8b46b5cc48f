import type { Metadata } from 'next'
import { ContactSection } from '@/components/agent/ContactSection'
import { Gallery, type GalleryPhoto } from '@/components/agent/Gallery'
import { Listings } from '@/components/agent/Listings'
import { Hero } from '@/components/agent/Hero'
import { pictureAttributes } from '@/components/site/Picture'
import { photosOf, sized } from '@/utilities/realtorPhotos'
import { Profile } from '@/components/agent/Profile'
import { VideoLoader } from '@/components/agent/VideoLoader'
import { messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import { agentJsonLd, agentMetadata, jsonLdScript } from '@/utilities/agentSeo'
import { agentSite } from '@/utilities/agentSite'
import { getAgentListings } from '@/utilities/listings'
import type { SiteParams } from '@/utilities/locale'

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { locale, realtor } = await agentSite(params)
  return agentMetadata(realtor, locale)
}

/** The agent's public homepage: profile, photos, listings, contact form, in their colours. */
export default async function AgentHomePage({ params }: { params: SiteParams }) {
  const { locale, realtor } = await agentSite(params)
  const t = messagesFor(locale)
  const listings = await getAgentListings(realtor)
  const gallery: GalleryPhoto[] = photosOf(realtor, 'gallery').flatMap((media) => {
    const image = sized(media, 'fullsize')
    if (!image) return []
    const alt = media.alt ?? ''
    return [{ tile: pictureAttributes({ ...image, sizes: '(max-width: 600px) 50vw, 240px' }), full: pictureAttributes({ ...image, sizes: '100vw' }), alt }]
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
          labels={{ title: t.agent.gallery, open: t.agent.openPhoto, close: t.agent.closePhoto, prev: t.agent.prevPhoto, next: t.agent.nextPhoto }}
        />
        <Listings result={listings} locale={locale} timeZone={agentTimeZone(realtor.activityRegion)} t={t.agent} />
        <ContactSection
          realtorId={realtor.id}
          locale={locale}
          labels={{ ...t.agent, errors: t.lead.errors }}
        />
      </main>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(agentJsonLd(realtor, locale)) }} />
    </>
  )
}
