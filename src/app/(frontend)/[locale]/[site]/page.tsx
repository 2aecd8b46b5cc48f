import type { Metadata } from 'next'
import Link from 'next/link'
import type { CSSProperties } from 'react'

import { ContactSection } from '@/components/agent/ContactSection'
import { Gallery, type GalleryPhoto } from '@/components/agent/Gallery'
import { Listings } from '@/components/agent/Listings'
import { Picture, pictureAttributes } from '@/components/site/Picture'
import { firstPhoto, photosOf, sized } from '@/utilities/realtorPhotos'
import { Profile } from '@/components/agent/Profile'
import { VideoLoader } from '@/components/agent/VideoLoader'
import { LanguageMenu } from '@/components/site/LanguageMenu'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { readableTextOn } from '@/lib/colors'
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
  const { locale, realtor, basePath } = await agentSite(params)
  const t = messagesFor(locale)
  const listings = await getAgentListings(realtor)
  const logo = firstPhoto(realtor, 'logo', 'logo2')
  const logoImage = logo && sized(logo, 'thumbnail')
  const top = firstPhoto(realtor, 'top')
  const banner = top && sized(top, 'fullsize')
  const gallery: GalleryPhoto[] = photosOf(realtor, 'gallery').flatMap((media) => {
    const image = sized(media, 'fullsize')
    if (!image) return []
    const alt = media.alt ?? ''
    return [{ tile: pictureAttributes({ ...image, sizes: '(max-width: 600px) 50vw, 240px' }), full: pictureAttributes({ ...image, sizes: '100vw' }), alt }]
  })
  const main = realtor.designMainColor ?? '#1F3A5F'
  const theme = { '--agent-main': main, '--agent-on-main': readableTextOn(main) } as CSSProperties
  const classes = [
    'agent-page',
    realtor.designMainDarkMode ? 'agent-page--dark-design' : '',
    realtor.contentDarkMode ? 'agent-page--dark-content' : '',
    `agent-page--font-${realtor.designFontSize ?? 'medium'}`,
  ].join(' ')

  return (
    <div className={classes} style={theme} data-testid="agent-page">
      <header className="agent-header">
        <span className="agent-header__brand">
          {logoImage && <Picture src={logoImage.src} width={48} height={48} alt="" />}
          <span>{realtor.displayName}</span>
        </span>
        <LanguageMenu locale={locale} label={t.site.language} />
      </header>
      {banner && (
        <Picture src={banner.src} width={banner.width} height={banner.height} alt="" first sizes="100vw" className="agent-banner" />
      )}
      <main className="agent">
        <h1>{realtor.displayName}</h1>
        <Profile realtor={realtor} t={t.agent} />
        {realtor.recommendedYoutubeUrl && (
          <VideoLoader url={realtor.recommendedYoutubeUrl} title={t.agent.video} playLabel={t.agent.playVideo} />
        )}
        <Gallery
          photos={gallery}
          labels={{ title: t.agent.gallery, open: t.agent.openPhoto, close: t.agent.closePhoto, prev: t.agent.prevPhoto, next: t.agent.nextPhoto }}
        />
        <Listings result={listings} locale={locale} t={t.agent} />
        <ContactSection
          realtorId={realtor.id}
          locale={locale}
          labels={{ ...t.agent, errors: t.lead.errors }}
        />
      </main>
      <footer className="agent-footer">
        <p>
          <span aria-hidden="true">⌂</span> {t.agent.fairHousing}
        </p>
        <p>
          <Link href={localizedPath(locale, `${basePath}/terms`)}>{t.site.terms}</Link>
        </p>
      </footer>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(agentJsonLd(realtor, locale)) }} />
    </div>
  )
}
