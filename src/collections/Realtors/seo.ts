/** plugin-seo's generate buttons: title, description and image from the realtor. */
import type { GenerateDescription, GenerateImage, GenerateTitle } from '@payloadcms/plugin-seo/types'

import type { Realtor } from '@/payload-types'

type Doc = Partial<Realtor>

export const generateRealtorTitle: GenerateTitle<Doc> = ({ doc }) =>
  [doc.displayName, doc.licenseNumber ? `DRE ${doc.licenseNumber}` : null].filter(Boolean).join(' · ')

export const generateRealtorDescription: GenerateDescription<Doc> = ({ doc }) => {
  const about = (doc.aboutMe ?? '').replace(/\s+/g, ' ').trim()
  return about.length > 155 ? `${about.slice(0, 152)}...` : about
}

export const generateRealtorImage: GenerateImage<Doc> = ({ doc }) => {
  const photos = doc.photos ?? []
  const pick = photos.find((p) => p.kind === 'ogImage') ?? photos.find((p) => p.kind === 'top')
  const image = pick?.image
  return typeof image === 'object' && image ? image.id : (image ?? '')
}
