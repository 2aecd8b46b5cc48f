/**
 * Realtor <-> JSON, both ways. Inside Payload names are clearer (customDomain,
 * aboutMe per locale); outside, the spec's names stay so existing tools work.
 */
import type { PhotoKind } from '../realtorVocabulary'
import type { RealtorJson } from './schema'

import { localeCodes as locales, type Locale } from '@/i18n/locales'
type PerLocale<T> = Partial<Record<Locale, T>>

/** The parts of a realtor read with locale 'all' that the JSON carries. */
export type RealtorAllLocales = {
  id: number | string
  owner?: number | { id: number | string; name?: string | null } | null
  displayName?: PerLocale<string | null> | null
  aboutMe?: PerLocale<string | null> | null
  additionalSections?: PerLocale<{ title: string; body?: string | null }[] | null> | null
  meta?: {
    title?: PerLocale<string | null> | null
    description?: PerLocale<string | null> | null
    keywords?: PerLocale<string | null> | null
    author?: PerLocale<string | null> | null
  } | null
  photos?: { kind: string; image: unknown }[] | null
  etcInfo?: { type: string; value: string }[] | null
  activityRegion?: { state: string; city: string; neighborhood?: string | null; zipcode?: string | null }[] | null
  [key: string]: unknown
}

export type MediaUrls = { thumbnail?: string | null; fullsize?: string | null }

const yn = (value: unknown) => (value ? 'Y' : 'N') as 'Y' | 'N'
const str = (value: unknown) => (typeof value === 'string' ? value : null)
const num = (value: unknown) => (typeof value === 'number' ? value : null)

export function toRealtorJson(realtor: RealtorAllLocales, photoUrls: (image: unknown) => MediaUrls): RealtorJson {
  const owner = typeof realtor.owner === 'object' && realtor.owner ? realtor.owner : null
  const seo = realtor.meta ?? {}
  const sections = (locale: Locale) => (realtor.additionalSections?.[locale] ?? []).map((s) => ({ title: s.title, body: s.body ?? null }))
  return {
    id: realtor.id,
    userId: owner?.id ?? (typeof realtor.owner === 'number' ? realtor.owner : null),
    displayName: Object.fromEntries(locales.map((l) => [l, realtor.displayName?.[l] ?? null])),
    contactPhone: str(realtor.contactPhone),
    email: str(realtor.email),
    kakaoLink: str(realtor.kakaoLink),
    photos: (realtor.photos ?? []).flatMap((photo) => {
      const urls = photoUrls(photo.image)
      return (['thumbnail', 'fullsize'] as const).flatMap((imageType) =>
        urls[imageType] ? [{ path: photo.kind as PhotoKind, imageType, url: urls[imageType]! }] : [],
      )
    }),
    etcInfo: (realtor.etcInfo ?? []).map((info) => ({ contentType: info.type as never, content: info.value })),
    activityRegion: (realtor.activityRegion ?? []).map((r) => ({
      state: r.state as 'CA' | 'GA',
      city: r.city,
      neighborhood: r.neighborhood ?? null,
      zipcode: r.zipcode ?? null,
    })),
    snsYoutubeUrl: str(realtor.snsYoutubeUrl),
    snsInstagramUrl: str(realtor.snsInstagramUrl),
    aboutMeKr: realtor.aboutMe?.ko ?? null,
    aboutMeEn: realtor.aboutMe?.en ?? null,
    aboutMeJa: realtor.aboutMe?.ja ?? null,
    desiredUrl: String(realtor.desiredUrl),
    salesCount: num(realtor.salesCount),
    licenseNumber: str(realtor.licenseNumber),
    careerStart: str(realtor.careerStart),
    careerEnd: str(realtor.careerEnd),
    designFontSize: (str(realtor.designFontSize) as 'small' | 'medium' | 'large' | null) ?? null,
    designMainColor: str(realtor.designMainColor),
    designMainDarkMode: yn(realtor.designMainDarkMode),
    contentDarkMode: yn(realtor.contentDarkMode),
    isMakeHomepage: Boolean(realtor.isMakeHomepage),
    hompageUrl: str(realtor.customDomain),
    lastYearSalesTotal: num(realtor.lastYearSalesTotal),
    recommendedYoutubeUrl: str(realtor.recommendedYoutubeUrl),
    additionalSections: sections('ko'),
    additionalSectionsEn: sections('en'),
    additionalSectionsJa: sections('ja'),
    seoMeta: Object.fromEntries(
      locales.map((l) => [
        l,
        {
          title: seo.title?.[l] ?? null,
          description: seo.description?.[l] ?? null,
          keywords: seo.keywords?.[l] ?? null,
          author: seo.author?.[l] ?? null,
        },
      ]),
    ),
    madeForRealtor: Boolean(realtor.madeForRealtor),
    ppProfileId: str(realtor.ppProfileId),
    ...(owner ? { user: { name: owner.name ?? null } } : {}),
  }
}

/** Payload update data per locale from a (validated) file; absent keys stay as they are. */
export function fromRealtorJson(
  json: RealtorJson,
  mediaIdForUrl: (url: string) => number | string | undefined,
): { shared: Record<string, unknown>; perLocale: Record<Locale, Record<string, unknown>> } {
  const has = (key: keyof RealtorJson) => Object.prototype.hasOwnProperty.call(json, key)
  const shared: Record<string, unknown> = {}
  const copy: [keyof RealtorJson, string][] = [
    ['contactPhone', 'contactPhone'],
    ['email', 'email'],
    ['kakaoLink', 'kakaoLink'],
    ['snsYoutubeUrl', 'snsYoutubeUrl'],
    ['snsInstagramUrl', 'snsInstagramUrl'],
    ['desiredUrl', 'desiredUrl'],
    ['salesCount', 'salesCount'],
    ['licenseNumber', 'licenseNumber'],
    ['careerStart', 'careerStart'],
    ['careerEnd', 'careerEnd'],
    ['designFontSize', 'designFontSize'],
    ['designMainColor', 'designMainColor'],
    ['isMakeHomepage', 'isMakeHomepage'],
    ['hompageUrl', 'customDomain'],
    ['lastYearSalesTotal', 'lastYearSalesTotal'],
    ['recommendedYoutubeUrl', 'recommendedYoutubeUrl'],
    ['madeForRealtor', 'madeForRealtor'],
    ['ppProfileId', 'ppProfileId'],
  ]
  for (const [from, to] of copy) if (has(from)) shared[to] = json[from]
  if (has('designMainDarkMode')) shared.designMainDarkMode = json.designMainDarkMode === 'Y'
  if (has('contentDarkMode')) shared.contentDarkMode = json.contentDarkMode === 'Y'
  if (has('etcInfo')) shared.etcInfo = json.etcInfo!.map((i) => ({ type: i.contentType, value: i.content }))
  if (has('activityRegion')) shared.activityRegion = json.activityRegion
  if (has('photos')) {
    // Two entries (thumbnail, fullsize) of one picture become one photo.
    const photos: { kind: string; image: number | string }[] = []
    for (const entry of json.photos!) {
      const image = mediaIdForUrl(entry.url)!
      const last = photos.at(-1)
      if (last && last.kind === entry.path && last.image === image) continue
      photos.push({ kind: entry.path, image })
    }
    shared.photos = photos
  }
  const perLocale = { ko: {}, en: {}, ja: {} } as Record<Locale, Record<string, unknown>>
  const about: Record<Locale, keyof RealtorJson> = { ko: 'aboutMeKr', en: 'aboutMeEn', ja: 'aboutMeJa' }
  const sections: Record<Locale, keyof RealtorJson> = { ko: 'additionalSections', en: 'additionalSectionsEn', ja: 'additionalSectionsJa' }
  for (const locale of locales) {
    if (has(about[locale])) perLocale[locale].aboutMe = json[about[locale]]
    if (has(sections[locale])) perLocale[locale].additionalSections = json[sections[locale]]
    if (json.displayName && locale in json.displayName) perLocale[locale].displayName = json.displayName[locale]
    const seo = json.seoMeta?.[locale]
    if (seo) perLocale[locale].meta = { ...seo }
  }
  return { shared, perLocale }
}

/** Photo URLs of a file that match no stored media. */
export function unknownPhotoUrls(json: RealtorJson, mediaIdForUrl: (url: string) => unknown): string[] {
  return (json.photos ?? []).map((p) => p.url).filter((url) => mediaIdForUrl(url) === undefined)
}
