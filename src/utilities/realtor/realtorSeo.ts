/** Metadata and JSON-LD of an agent homepage, from seoMeta for the locale (spec 'Agent homepage'). */
import type { Metadata } from 'next'

import { firstPhoto, sized } from '@/lib/realtorPhotos'
import type { Locale } from '@/i18n/locales'
import { checkHttpUrl } from '@/lib/validation/rules'
import type { Area, Media, Realtor } from '@/payload-types'
import { realtorAlternates, realtorSiteOrigin } from './realtorSite'
import { shareMetadata } from '../site/openGraph'

function absolute(origin: string, url: string | null | undefined) {
  return url ? new URL(url, origin).toString() : undefined
}

export function realtorMetadata(realtor: Realtor, locale: Locale): Metadata {
  const origin = realtorSiteOrigin(realtor)
  const meta = realtor.meta ?? {}
  const title = meta.title || realtor.displayName || undefined
  const description = meta.description || realtor.aboutMe?.slice(0, 155) || undefined
  const metaImage = typeof meta.image === 'object' && meta.image ? (meta.image as Media) : null
  const ogMedia = firstPhoto(realtor, 'ogImage') ?? metaImage ?? firstPhoto(realtor, 'top')
  const og = ogMedia && sized(ogMedia, 'fullsize')
  const favicon = firstPhoto(realtor, 'favicon')
  const alternates = realtorAlternates(locale, realtor)
  return {
    metadataBase: new URL(origin),
    title,
    description,
    keywords: meta.keywords || undefined,
    authors: meta.author ? [{ name: meta.author }] : undefined,
    alternates,
    // The agent's site is theirs: its name is the agent's, not the platform's.
    ...shareMetadata({
      locale,
      type: 'profile',
      title: title ?? '',
      description,
      url: alternates?.canonical as string,
      siteName: realtor.displayName ?? '',
      image: og ? { url: absolute(origin, og.src)!, width: og.width, height: og.height, alt: ogMedia?.alt || title || '' } : null,
    }),
    icons: favicon?.url ? { icon: absolute(origin, favicon.sizes?.thumbnail?.url ?? favicon.url) } : undefined,
  }
}

/** A neighbourhood page's area as a schema.org Place, with the page that tells about it. */
export function areaPlace(area: Area, realtor: Realtor, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'Place',
    name: area.title,
    url: realtorAlternates(locale, realtor, `/areas/${area.slug}`)?.canonical,
    address: {
      '@type': 'PostalAddress',
      addressLocality: area.city,
      addressRegion: area.state,
      postalCode: area.zipcode ?? undefined,
      addressCountry: 'US',
    },
  }
}

/**
 * schema.org RealEstateAgent, for search engines. The areas served are the agent's activity
 * regions and their neighbourhood pages (`areas`; on a neighbourhood page, that area alone).
 */
export function realtorJsonLd(realtor: Realtor, locale: Locale, areas: Area[] = []): Record<string, unknown> {
  const origin = realtorSiteOrigin(realtor)
  const portrait = firstPhoto(realtor, 'id', 'id2', 'logo')
  const address = (realtor.etcInfo ?? []).find((info) => info.type === 'company_address')?.value
  const sameAs = [realtor.snsInstagramUrl, realtor.snsYoutubeUrl, realtor.kakaoLink].filter((url): url is string =>
    Boolean(url && !checkHttpUrl(url)),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: realtor.displayName,
    url: realtorAlternates(locale, realtor)?.canonical,
    image: portrait?.url ? absolute(origin, portrait.url) : undefined,
    telephone: realtor.contactPhone ?? undefined,
    email: realtor.email ?? undefined,
    address: address ? { '@type': 'PostalAddress', streetAddress: address } : undefined,
    areaServed: [
      ...(realtor.activityRegion ?? []).map((r) => ({ '@type': 'City', name: `${r.city}, ${r.state}` })),
      ...areas.map((area) => areaPlace(area, realtor, locale)),
    ],
    sameAs: sameAs.length ? sameAs : undefined,
  }
}

/** JSON for a <script> tag: '<' escaped so agent text cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
