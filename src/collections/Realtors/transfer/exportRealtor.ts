import type { Payload, PayloadRequest } from 'payload'

import { type RealtorAllLocales, toRealtorJson } from '@/lib/realtorJson/mapping'
import type { RealtorJson } from '@/lib/realtorJson/schema'
import { platformOrigin } from '@/lib/hosts'
import { photoUrlsFor } from './mediaLookup'

/**
 * The realtor in the spec's JSON, every locale, photo URLs absolute: the published state, or
 * with `draft` the latest draft (what the editor sees in the admin).
 */
export async function exportRealtor(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
  { draft = false }: { draft?: boolean } = {},
): Promise<RealtorJson> {
  const realtor = await payload.findByID({ collection: 'realtors', id, locale: 'all', depth: 1, req, draft })
  return toRealtorJson(realtor as unknown as RealtorAllLocales, photoUrlsFor(platformOrigin()))
}

export function exportFileName(desiredUrl: string, date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replace(/-/g, '')
  return `realtor-${desiredUrl}-${day}.json`
}
