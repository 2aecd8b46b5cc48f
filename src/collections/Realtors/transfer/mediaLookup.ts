import type { Payload, PayloadRequest } from 'payload'

import type { Media } from '@/payload-types'

/** The file name a media URL ends with (original or a size). */
const fileNameOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '')

/** Media ids for the photo URLs of a file, matched by stored file name. */
export async function mediaIdsForUrls(payload: Payload, urls: string[], req?: PayloadRequest) {
  const names = [...new Set(urls.map(fileNameOf).filter(Boolean))]
  const byName = new Map<string, number>()
  if (names.length) {
    const { docs } = await payload.find({
      collection: 'media',
      where: {
        or: [{ filename: { in: names } }, { 'sizes.thumbnail.filename': { in: names } }, { 'sizes.fullsize.filename': { in: names } }],
      },
      limit: names.length * 3,
      depth: 0,
      req,
    })
    for (const media of docs) {
      for (const name of [media.filename, media.sizes?.thumbnail?.filename, media.sizes?.fullsize?.filename]) {
        if (name) byName.set(name, media.id)
      }
    }
  }
  return (url: string) => byName.get(fileNameOf(url))
}

/** Absolute thumbnail and fullsize URLs of a media document (original when a size is missing). */
export function photoUrlsFor(origin: string) {
  return (image: unknown) => {
    if (!image || typeof image !== 'object') return {}
    const media = image as Media
    const absolute = (url?: string | null) => (url ? new URL(url, origin).toString() : null)
    return {
      thumbnail: absolute(media.sizes?.thumbnail?.url ?? media.url),
      fullsize: absolute(media.sizes?.fullsize?.url ?? media.url),
    }
  }
}
