/**
 * Who may lock what. Payload keeps "someone is editing this" in its built-in
 * `payload-locked-documents` collection, open to any signed-in user by default: an agent could lock
 * another agent's page or the site settings (staff then see it as being edited by that agent and
 * cannot save without taking it over). A lock is taken, moved or taken over only on a document the
 * user may update, and always in the user's own name; a lock is released by its holder or by anyone
 * who may update the document.
 */
import type { Access, CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'

type Target = { collection: string; id: number } | { global: string }
type LockData = { document?: unknown; globalSlug?: unknown; user?: unknown }

const MAX_ID = 2_147_483_647

/** The document or global a lock (or a lock's new data) points at; null when it names neither properly. */
export function lockTarget(data: LockData | null | undefined): Target | null {
  if (!data) return null
  if (typeof data.globalSlug === 'string' && data.globalSlug) return { global: data.globalSlug }
  const document = data.document as { relationTo?: unknown; value?: unknown } | null | undefined
  if (!document || typeof document.relationTo !== 'string') return null
  const raw = typeof document.value === 'object' && document.value ? (document.value as { id?: unknown }).id : document.value
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) return null
  return { collection: document.relationTo, id }
}

/**
 * Whether the signed-in user may update the target, by the target's own update access (a condition
 * such as "their own realtor" is checked against that one document).
 */
export async function mayUpdate(req: PayloadRequest, target: Target): Promise<boolean> {
  if (!req.user) return false
  if ('global' in target) {
    const global = req.payload.config.globals.find((g) => g.slug === target.global)
    // Our globals answer yes or no; a condition is refused rather than guessed.
    return global ? (await global.access.update({ req })) === true : false
  }
  const collection = req.payload.collections[target.collection as keyof typeof req.payload.collections]
  if (!collection) return false
  const result = await collection.config.access.update({ req, id: target.id })
  if (typeof result === 'boolean') return result
  const { totalDocs } = await req.payload.count({
    collection: target.collection as never,
    where: { and: [{ id: { equals: target.id } }, result as Where] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

const holderOf = (lock: LockData) => {
  const user = lock.user as { value?: unknown } | number | null | undefined
  const value = typeof user === 'object' && user ? user.value : user
  return typeof value === 'object' && value ? (value as { id?: unknown }).id : value
}

const ownLocks = (req: PayloadRequest): Where => ({ 'user.value': { equals: req.user?.id ?? 0 } })

async function storedLock(req: PayloadRequest, id: number | string): Promise<LockData | null> {
  return (await req.payload.findByID({
    collection: 'payload-locked-documents',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as LockData | null
}

export const createLock: Access = async ({ req, data }) => {
  const target = lockTarget(data as LockData)
  return target ? mayUpdate(req, target) : false
}

/** Refreshing or taking over a lock: the document it points at (and, when moved, the new one) must be the user's to update. */
export const updateLock: Access = async ({ req, id, data }) => {
  // Many at once (no id) is never needed by the admin, and could move locks without this check.
  if (!req.user || id === undefined) return false
  const lock = await storedLock(req, id)
  if (!lock) return false
  const current = lockTarget(lock)
  const next = data && ('document' in data || 'globalSlug' in data) ? lockTarget({ ...lock, ...(data as LockData) }) : current
  if (!current || !next) return false
  return (await mayUpdate(req, current)) && (next === current || (await mayUpdate(req, next)))
}

/** Releasing a lock: its holder, or anyone who may update the locked document. */
export const deleteLock: Access = async ({ req, id }) => {
  if (!req.user) return false
  if (id === undefined) return ownLocks(req)
  const lock = await storedLock(req, id)
  if (!lock) return false
  if (String(holderOf(lock)) === String(req.user.id)) return true
  const target = lockTarget(lock)
  return target ? mayUpdate(req, target) : false
}

/** A lock written through the API is always in the writer's own name, whatever the client sent. */
export const lockInOwnName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}
