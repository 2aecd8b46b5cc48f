import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { changesPublicDocument } from '@/access/drafts'
import { agentContentTag, type AgentContentKind } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'

const realtorIdOf = (doc: { realtor?: unknown } | null | undefined) =>
  doc?.realtor && typeof doc.realtor === 'object' ? (doc.realtor as { id: number }).id : (doc?.realtor as number | undefined)

const tagsOf = (kind: AgentContentKind, ...docs: ({ realtor?: unknown } | null | undefined)[]) => [
  ...new Set(
    docs
      .map(realtorIdOf)
      .filter((id): id is number => id != null)
      .map((id) => agentContentTag(kind, id)),
  ),
]

/**
 * A publish, unpublish or delete shows at the next request on the agent's pages of that kind and
 * their homepage (which links to them); a draft save changes nothing public.
 */
export function expireAgentContent(kind: AgentContentKind): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, context, req }) => {
      if (changesPublicDocument(context, kind)) await expireTags(req, ...tagsOf(kind, doc, previousDoc))
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await expireTags(req, ...tagsOf(kind, doc))
      return doc
    },
  }
}
