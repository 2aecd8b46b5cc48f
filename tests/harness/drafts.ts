/** Realtors that pass the publish checklist, and reads as the public sees them. */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Realtor } from '@/payload-types'
import { findSiteRealtor } from '@/utilities/realtor/siteRealtor'
import { realtorData, uniqueSlug } from './fixtures'

export async function profilePhoto(payload: Payload, owner?: number): Promise<number> {
  const data = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c9b79c' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Profile', ...(owner ? { owner } : {}) },
    file: { data, mimetype: 'image/png', name: `${uniqueSlug('profile')}.png`, size: data.length },
  })
  return media.id
}

/** A live agent page with everything the checklist asks for, in three locales. */
export async function makePublishableRealtor(payload: Payload, overrides: Partial<Realtor> = {}): Promise<Realtor> {
  const realtor = await payload.create({
    collection: 'realtors',
    locale: 'ko',
    data: {
      ...realtorData(),
      email: `${uniqueSlug('agent')}@example.com`,
      aboutMe: '안녕하세요 v1',
      salesCount: 10,
      lastYearSalesTotal: 5_000_000,
      ...overrides,
    } as never,
  })
  const photo = await profilePhoto(payload, realtor.id)
  await payload.update({ collection: 'realtors', id: realtor.id, locale: 'ko', data: { photos: [{ kind: 'id', image: photo }] } })
  await payload.update({ collection: 'realtors', id: realtor.id, locale: 'en', data: { aboutMe: 'Hello v1' } })
  return payload.update({ collection: 'realtors', id: realtor.id, locale: 'ja', data: { aboutMe: 'こんにちは v1' } })
}

/** The agent page's realtor exactly as public pages read it (below their cache), or null. */
export const publicRealtor = (realtor: Pick<Realtor, 'desiredUrl'>, locale: 'ko' | 'en' | 'ja' = 'ko') =>
  findSiteRealtor(realtor.desiredUrl, locale)
