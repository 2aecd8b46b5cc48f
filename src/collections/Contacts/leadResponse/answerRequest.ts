/**
 * What the answer, reply and hand-over endpoints share: the person acting, the contact they act on
 * (only one they may change: the agent who has it now, or staff), their JSON body, and one transaction
 * around the writes. Refusals are in their language (src/server/adminRefusal.ts).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { isStaffRole, type Role } from '@/access/roles'
import type { AdminLabel } from '@/i18n/label'
import type { Contact } from '@/payload-types'
import { adminRefusal } from '@/server/adminRefusal'
import { readJsonBody } from '@/server/jsonBody'

export const ANSWER_BODY_LIMIT_BYTES = 32 * 1024

type Actor = { id: number; roles?: Role[] | null; language?: string | null }

export type AnswerContext = { actor: Actor; staff: boolean; contact: Contact; body: Record<string, unknown> }

/** The contact of `req`'s route, if the signed-in user may change it; else the refusal to answer. */
export async function answerContext(
  req: PayloadRequest,
  texts: { signIn: AdminLabel; notFound: AdminLabel },
): Promise<AnswerContext | Response> {
  const actor = req.user as Actor | null
  if (!actor) return adminRefusal(req, 401, texts.signIn)
  const id = Number(req.routeParams?.id)
  const read = await readJsonBody(req as unknown as Request, ANSWER_BODY_LIMIT_BYTES)
  if (!read.ok) return read.response
  const body = read.body && typeof read.body === 'object' && !Array.isArray(read.body) ? (read.body as Record<string, unknown>) : {}
  if (!Number.isSafeInteger(id) || id <= 0) return adminRefusal(req, 404, texts.notFound)
  // Read with the update rule: a former agent reads a handed-over contact but may not answer it.
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: actor,
  })
  const contact = docs[0]
  const staff = isStaffRole(actor)
  if (!contact || (!staff && !(await ownsRealtorOf(req, contact, actor.id)))) return adminRefusal(req, 404, texts.notFound)
  return { actor, staff, contact, body }
}

async function ownsRealtorOf(req: PayloadRequest, contact: Contact, userId: number): Promise<boolean> {
  const realtorId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
  const { totalDocs } = await req.payload.count({
    collection: 'realtors',
    where: { and: [{ id: { equals: realtorId } }, { owner: { equals: userId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Runs `work` in one transaction with `req` (its writes and queued jobs commit together, or none does). */
export async function inTransaction<T>(req: PayloadRequest, work: (tx: PostgresAdapter['drizzle']) => Promise<T>): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const db = req.payload.db as unknown as PostgresAdapter
    const id = await req.transactionID
    const result = await work(
      id !== undefined && db.sessions[String(id)] ? (db.sessions[String(id)].db as PostgresAdapter['drizzle']) : db.drizzle,
    )
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    if (shouldCommit) await killTransaction(req)
    throw error
  }
}
