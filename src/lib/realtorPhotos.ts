import type { PhotoKind } from '@/lib/realtorVocabulary'
import type { Media, Realtor } from '@/payload-types'

/** Photos of one kind, as media documents (depth >= 1). */
export function photosOf(realtor: Realtor, kind: PhotoKind): Media[] {
  return (realtor.photos ?? [])
    .filter((photo) => photo.kind === kind)
    .map((photo) => photo.image)
    .filter((image): image is Media => typeof image === 'object' && image !== null)
}

export const firstPhoto = (realtor: Realtor, ...kinds: PhotoKind[]) => kinds.map((kind) => photosOf(realtor, kind)[0]).find(Boolean) ?? null

/**
 * A media size as next/image wants it; falls back to the original. Pages pass
 * 'fullsize' (at most 1920 wide) even for small boxes: next/image resizes to each
 * box's `sizes` and the screen's pixel density, which a 400-pixel source cannot serve.
 */
export function sized(media: Media, size: 'thumbnail' | 'fullsize') {
  const variant = media.sizes?.[size]
  const url = variant?.url ?? media.url
  if (!url) return null
  return { src: url, width: variant?.width ?? media.width ?? 800, height: variant?.height ?? media.height ?? 600, alt: media.alt ?? '' }
}
