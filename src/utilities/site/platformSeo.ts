/**
 * Metadata of the platform's own pages (landing, terms, privacy, agreement,
 * process, login): canonical and hreflang, plus the share card whose picture,
 * site name and default texts staff edit in the landing global's `share` group.
 */
import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { Media } from '@/payload-types'
import { getLanding } from './globals'
import { platformOrigin } from '@/lib/hosts'
import { alternates } from './metadata'
import { shareMetadata, type ShareImage } from './openGraph'
import { sized } from '@/lib/realtorPhotos'

type PageText = { title: string; description?: string | null }
type ShareText = { title?: string | null; description?: string | null }

/** The landing's share picture as an absolute URL with its size and alt text (the media's, in the locale). */
function shareImageOf(media: Media | null, fallbackAlt: string): ShareImage | null {
  const image = media && sized(media, 'fullsize')
  if (!image) return null
  return { url: new URL(image.src, platformOrigin()).toString(), width: image.width, height: image.height, alt: image.alt || fallbackAlt }
}

/**
 * `path` is the unprefixed public path ('/', '/terms'). `page` is this page's own title and description;
 * `share` overrides what the card shows (the landing's share title and description).
 */
export async function platformMetadata(locale: Locale, path: string, page: PageText, share?: ShareText): Promise<Metadata> {
  const landing = await getLanding(locale)
  const t = messagesFor(locale)
  const siteName = landing.share?.siteName || t.site.name
  const media = typeof landing.share?.image === 'object' ? (landing.share.image as Media | null) : null
  const pageAlternates = alternates(locale, path)
  const title = share?.title || page.title
  const description = share?.description || page.description || landing.share?.description || landing.hero?.subheadline || undefined
  return {
    title: page.title,
    description: page.description || description,
    alternates: pageAlternates,
    ...shareMetadata({
      locale,
      title,
      description,
      url: pageAlternates?.canonical as string,
      siteName,
      image: shareImageOf(media, title),
    }),
  }
}
