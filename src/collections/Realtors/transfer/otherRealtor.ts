/**
 * Is an import file another realtor's? Its `id` names another record, or its
 * page address or own domain is one another realtor uses. Support then has to
 * confirm: applying it would overwrite this realtor with someone else's page.
 */
import type { PayloadRequest, Where } from 'payload'

import type { Language } from '@/lib/realtorJson/fieldLabels'
import { importMessages } from '@/lib/realtorJson/importMessages'
import type { RealtorJson } from '@/lib/realtorJson/schema'

export async function otherRealtorOf(
  req: PayloadRequest,
  id: number | string,
  json: RealtorJson,
  language: Language,
): Promise<{ path: string; message: string } | null> {
  const { payload } = req
  const nameOf = (doc: { displayName?: string | null; desiredUrl?: string | null }) => doc.displayName || `/${doc.desiredUrl}`
  if (json.id !== undefined && String(json.id) !== String(id)) {
    const owner = await payload.findByID({ collection: 'realtors', id: json.id, depth: 0, disableErrors: true, overrideAccess: true })
    return { path: 'id', message: importMessages.otherId(String(json.id), owner ? nameOf(owner) : '?')[language] }
  }
  const addresses: { path: string; where: Where; shown: string }[] = [
    { path: 'desiredUrl', where: { desiredUrl: { equals: json.desiredUrl.trim().toLowerCase() } }, shown: `/${json.desiredUrl}` },
    ...(json.hompageUrl
      ? [{ path: 'hompageUrl', where: { customDomain: { equals: json.hompageUrl.trim().toLowerCase() } }, shown: json.hompageUrl }]
      : []),
  ]
  for (const address of addresses) {
    const { docs } = await payload.find({
      collection: 'realtors',
      where: { and: [address.where, { id: { not_equals: id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return { path: address.path, message: importMessages.otherAddress(address.shown, nameOf(docs[0]))[language] }
  }
  return null
}
