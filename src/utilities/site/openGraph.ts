/**
 * Open Graph and Twitter card tags shared by every public page: og:locale in
 * the ll_CC form (ko_KR, en_US, ja_JP) with the other two as alternates, the
 * image with its alt text and size, og:url on the canonical address.
 */
import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'

/** og:locale of a locale: its html lang (ko-KR) in Open Graph's underscore form (ko_KR). */
export function ogLocaleOf(locale: Locale): string {
  const htmlLang = locales.find((l) => l.code === locale)?.htmlLang ?? 'ko-KR'
  return htmlLang.replace('-', '_')
}

/** og:locale:alternate: every other locale the page exists in. */
export function ogAlternateLocales(locale: Locale): string[] {
  return locales.filter((l) => l.code !== locale).map((l) => ogLocaleOf(l.code))
}

/** An absolute image URL with what crawlers need to lay out the card before fetching it. */
export type ShareImage = { url: string; width: number; height: number; alt: string }

type ShareInput = {
  locale: Locale
  title: string
  description?: string
  /** The canonical address of the page in this locale. */
  url: string
  siteName: string
  image?: ShareImage | null
  type?: 'website' | 'profile' | 'article'
}

/** `openGraph` and `twitter` of a page's Metadata (summary_large_image when there is a picture). */
export function shareMetadata({
  locale,
  title,
  description,
  url,
  siteName,
  image,
  type = 'website',
}: ShareInput): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  return {
    openGraph: {
      type,
      title,
      description,
      url,
      siteName,
      locale: ogLocaleOf(locale),
      alternateLocale: ogAlternateLocales(locale),
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  }
}
