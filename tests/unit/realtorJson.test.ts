import { describe, expect, it } from 'vitest'

import { fromRealtorJson, toRealtorJson, unknownPhotoUrls, type RealtorAllLocales } from '@/lib/realtorJson/mapping'
import { realtorJsonSchema } from '@/lib/realtorJson/schema'

const stored: RealtorAllLocales = {
  id: 7,
  owner: { id: 3, name: 'Hana Kim' },
  displayName: { ko: '김하나', en: 'Hana Kim', ja: null },
  aboutMe: { ko: '소개', en: 'About', ja: null },
  additionalSections: { ko: [{ title: '수상', body: '2024' }], en: [], ja: [] },
  meta: { title: { ko: '제목', en: 'Title' }, description: {}, keywords: { en: 'irvine' }, author: {} },
  photos: [{ kind: 'top', image: { id: 11 } }],
  etcInfo: [{ type: 'korea_name', value: '김하나' }],
  activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: null, zipcode: '92604' }],
  desiredUrl: 'kim',
  customDomain: 'kim.example.com',
  contentDarkMode: true,
  designMainDarkMode: false,
  isMakeHomepage: true,
  madeForRealtor: false,
  salesCount: 12,
  lastYearSalesTotal: 1000,
  designMainColor: '#112233',
}
const urls = { thumbnail: 'http://h/api/media/file/top-400.webp', fullsize: 'http://h/api/media/file/top-1920.webp' }

describe('realtor JSON', () => {
  const json = toRealtorJson(stored, () => urls)

  it('uses the spec names and shapes', () => {
    expect(json).toMatchObject({
      id: 7,
      userId: 3,
      user: { name: 'Hana Kim' },
      aboutMeKr: '소개',
      aboutMeEn: 'About',
      aboutMeJa: null,
      hompageUrl: 'kim.example.com',
      contentDarkMode: 'Y',
      designMainDarkMode: 'N',
      etcInfo: [{ contentType: 'korea_name', content: '김하나' }],
      seoMeta: { ko: { title: '제목' }, en: { title: 'Title', keywords: 'irvine' } },
      additionalSections: [{ title: '수상', body: '2024' }],
      photos: [
        { path: 'top', imageType: 'thumbnail', url: urls.thumbnail },
        { path: 'top', imageType: 'fullsize', url: urls.fullsize },
      ],
    })
    expect(realtorJsonSchema.safeParse(json).success).toBe(true)
  })

  it('maps back to Payload data: one photo per picture, flags as booleans, locales apart', () => {
    const { shared, perLocale } = fromRealtorJson(realtorJsonSchema.parse(json), (url) => (url.includes('top-') ? 11 : undefined))
    expect(shared).toMatchObject({
      customDomain: 'kim.example.com',
      contentDarkMode: true,
      designMainDarkMode: false,
      photos: [{ kind: 'top', image: 11 }],
    })
    expect(shared.etcInfo).toEqual([{ type: 'korea_name', value: '김하나' }])
    expect(perLocale.ko).toMatchObject({ aboutMe: '소개', displayName: '김하나', meta: { title: '제목' } })
    expect(perLocale.en).toMatchObject({ aboutMe: 'About', meta: { title: 'Title', keywords: 'irvine' } })
  })

  it('leaves out of the update what the file leaves out', () => {
    const { shared, perLocale } = fromRealtorJson(realtorJsonSchema.parse({ desiredUrl: 'kim', aboutMeEn: 'Only this' }), () => undefined)
    expect(shared).toEqual({ desiredUrl: 'kim' })
    expect(perLocale).toEqual({ ko: {}, en: { aboutMe: 'Only this' }, ja: {} })
  })

  it('rejects unknown fields, wrong types and enum values with their paths', () => {
    const result = realtorJsonSchema.safeParse({ ...json, salesCount: '12', contentDarkMode: 'yes', extra: 1 })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((i) => i.path.join('.') || 'root')
    expect(paths).toEqual(expect.arrayContaining(['salesCount', 'contentDarkMode', 'root']))
  })

  it('lists photo URLs that match no stored media', () => {
    expect(unknownPhotoUrls(realtorJsonSchema.parse(json), (url) => (url === urls.fullsize ? 11 : undefined))).toEqual([urls.thumbnail])
  })
})
