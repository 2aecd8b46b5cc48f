/**
 * Payload's admin form-state function takes a document lock when asked for the lock status: straight
 * in the database, for any document id the client names, without asking whether the user may edit
 * it. Wrapped by this, a user who may not update the document gets the form state without a lock.
 */
import type { PayloadRequest } from 'payload'

import { lockTarget, mayUpdate } from '@/access/lockedDocuments'

type FormStateArgs = { req: PayloadRequest; returnLockStatus?: boolean; collectionSlug?: string; globalSlug?: string; id?: number | string }

export function lockOnlyWhereEditable<A extends FormStateArgs, R>(handler: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    if (!args.returnLockStatus) return handler(args)
    const target = args.globalSlug
      ? lockTarget({ globalSlug: args.globalSlug })
      : lockTarget({ document: { relationTo: args.collectionSlug, value: args.id } })
    const allowed = target !== null && (await mayUpdate(args.req, target))
    return handler(allowed ? args : { ...args, returnLockStatus: false })
  }
}
