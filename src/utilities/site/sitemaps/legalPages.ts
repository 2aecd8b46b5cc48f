/**
 * The legal pages a sitemap lists, with when each last changed: the published pages of the
 * `pages` collection, the agent's own of a kind winning over the platform's (as the pages
 * themselves choose, src/utilities/site/legalPages.ts). `process` is left out: it asks visitors
 * to sign in, so a crawler never sees it.
 */
import type { Payload } from 'payload'

import { PUBLISHED } from '@/lib/drafts'
import type { Page } from '@/payload-types'

type ListedKind = Exclude<Page['kind'], 'process'>

/** The platform's paths of the kinds it lists; an agent's site lists terms and agreement. */
export const PLATFORM_LEGAL_PATHS: Record<ListedKind, string> = {
  terms: '/terms',
  privacy: '/terms/privacy',
  agreement: '/agreement',
}
export const AGENT_LEGAL_PATHS: Partial<Record<ListedKind, string>> = { terms: '/terms', agreement: '/agreement' }

/** Path -> updatedAt of the page shown there, for the kinds that have a published page. */
export async function legalPagesLastmod(
  payload: Payload,
  paths: Partial<Record<ListedKind, string>>,
  realtorId?: number,
): Promise<Map<string, string>> {
  const kinds = Object.keys(paths) as ListedKind[]
  const owner = realtorId ? [{ realtor: { equals: realtorId } }] : []
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [PUBLISHED, { kind: { in: kinds } }, { or: [...owner, { realtor: { exists: false } }] }] },
    select: { kind: true, realtor: true, updatedAt: true },
    // A few pages of each kind at most (the platform's and this agent's).
    limit: 100,
    depth: 0,
    pagination: false,
  })
  const lastmod = new Map<string, string>()
  for (const kind of kinds) {
    const ofKind = docs.filter((page) => page.kind === kind)
    const shown = ofKind.find((page) => page.realtor) ?? ofKind[0]
    const path = paths[kind]
    if (shown && path) lastmod.set(path, shown.updatedAt)
  }
  return lastmod
}
