/**
 * Which saves change what the public sees. Payload's collection hooks do not say whether a
 * save is a draft (`?draft=true` without `_status: published`): a draft only writes a version
 * row and leaves the published document alone. beforeOperation sees the argument, so it
 * notes it in the request context for the hooks that follow (sync, cache expiry, who may
 * publish, the publish checklist).
 */
import type { CollectionBeforeOperationHook, RequestContext } from 'payload'

import { isStaffRole } from '@/access/roles'

const key = (slug: string) => `draftSave:${slug}`
const restoreKey = (slug: string) => `restore:${slug}`

export const rememberDraftSave: CollectionBeforeOperationHook = ({ args, collection, operation, context }) => {
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    const a = args as { draft?: boolean | string; data?: { _status?: string } }
    const draft = a.draft === true || a.draft === 'true'
    context[key(collection.slug)] = draft && a.data?._status !== 'published'
    context[restoreKey(collection.slug)] = operation === 'restoreVersion'
    context[statusKey(collection.slug)] = Boolean(a.data && '_status' in a.data)
  }
  return args
}

const statusKey = (slug: string) => `statusNamed:${slug}`

/** True when the current save of `slug` names a `_status` (publish / unpublish) itself. */
export function namesStatus(context: RequestContext, slug: string): boolean {
  return context[statusKey(slug)] === true
}

/** True while the current change of `slug` restores a version. */
export function isRestore(context: RequestContext, slug: string): boolean {
  return context[restoreKey(slug)] === true
}

/** True while the current create/update of `slug` saves a draft (the published document stays). */
export function isDraftSave(context: RequestContext, slug: string): boolean {
  return context[key(slug)] === true
}

/**
 * True when this change leaves `doc` as the published state: a publish, or a save of a live
 * document without `draft`. False for draft saves, unpublishing and offline documents.
 */
export function publishesContent(context: RequestContext, slug: string, doc: { _status?: string | null }): boolean {
  return !isDraftSave(context, slug) && doc._status === 'published'
}

/** True when the published document table changed: everything but a draft save. */
export function changesPublicDocument(context: RequestContext, slug: string): boolean {
  return !isDraftSave(context, slug)
}

/**
 * Visitors never read drafts: `draft=true` from anyone not signed in is ignored (REST and
 * GraphQL); signed-in callers are limited by each collection's read access, which keeps
 * agents to their own records.
 */
export const ignoreDraftsForVisitors: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'read') return args
  if (!req.user) return { ...args, draft: false }
  return args
}

export const staffOnlyVersions = ({ req }: { req: { user?: unknown } }) => isStaffRole(req.user as { roles?: never[] } | null)
