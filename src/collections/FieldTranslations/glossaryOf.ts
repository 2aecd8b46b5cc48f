/** The glossary a document's translations keep: its agent's name and own terms, then the built-in ones. */
import type { PayloadRequest } from 'payload'

import { glossaryFor, type GlossaryEntry } from '@/lib/translation/glossary'

export async function glossaryOf(req: PayloadRequest, realtorId: number | null): Promise<GlossaryEntry[]> {
  if (realtorId === null) return glossaryFor(null)
  const realtor = await req.payload.findByID({
    collection: 'realtors',
    id: realtorId,
    locale: 'all',
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const name = (realtor?.displayName ?? {}) as unknown as GlossaryEntry
  return glossaryFor([name, ...((realtor?.translationGlossary ?? []) as GlossaryEntry[])])
}
