/** The shape of one demo agent: the core three (realtors.ts) and the showcase's seven (showcaseAgents.ts). */
import type { Realtor } from '@/payload-types'

type L<T> = { ko: T; en: T; ja: T }

export type SeedRealtor = {
  desiredUrl: string
  customDomain?: string
  color: string
  /** Banner, portrait and one gallery picture only (see photoSet in index.ts). */
  fewPhotos?: boolean
  displayName: L<string>
  /** The one line under the name on their page. */
  headline: L<string>
  aboutMe: L<string>
  seo: L<{ title: string; description: string; keywords: string; author: string }>
  data: Partial<Realtor>
  listings: {
    status: 'sale' | 'rent' | 'sold' | 'rented'
    address: string
    city: string
    state: string
    zipcode: string
    price: number
    beds: number
    baths: number
    livingArea: number
  }[]
}
