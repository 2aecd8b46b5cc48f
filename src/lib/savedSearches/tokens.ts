/**
 * The buyer's links, all signed by the server (../security/signedToken.ts):
 * - confirm: single use, recomputable by the server from the row (so no raw token is ever stored,
 *   only its hash, cleared once used), good for 7 days;
 * - manage: names an agent and a hashed address, good for 60 days (every alert carries a fresh one);
 * - open: a home's link in an alert, which records the click before going to the agent's page.
 */
import { createHash, createHmac } from 'node:crypto'

import { linkKey, signToken, verifyToken } from '../security/signedToken'

export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000
const MANAGE_FOR_SECONDS = 60 * 24 * 60 * 60

type ConfirmSeed = { realtorId: number; emailHash: string; criteriaKey: string; confirmBy: string }

/** The confirmation token of a saved search, from what names the request and its confirm-by time (a new request, a new token). */
export function confirmToken(serverSecret: string, seed: ConfirmSeed): string {
  const text = [seed.realtorId, seed.emailHash, seed.criteriaKey, seed.confirmBy].join('|')
  return createHmac('sha256', linkKey(serverSecret, 'alerts-confirm')).update(text).digest('base64url')
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function manageToken(serverSecret: string, realtorId: number, emailHash: string, now = Date.now()): string {
  return signToken(
    { purpose: 'alerts-manage', subject: `${realtorId}.${emailHash}`, expiresAt: Math.floor(now / 1000) + MANAGE_FOR_SECONDS },
    linkKey(serverSecret, 'alerts-manage'),
  )
}

export function manageSubject(serverSecret: string, token: string): { realtorId: number; emailHash: string } | null {
  const subject = verifyToken(token, 'alerts-manage', linkKey(serverSecret, 'alerts-manage'))
  const match = subject ? /^(\d{1,10})\.([0-9a-f]{64})$/.exec(subject) : null
  return match ? { realtorId: Number(match[1]), emailHash: match[2] } : null
}

/** An alert's link to one home: the search, and the listing page path (on the agent's site) it leads to. */
export function openToken(serverSecret: string, searchId: number, path: string): string {
  return signToken({ purpose: 'alerts-open', subject: `${searchId} ${path}` }, linkKey(serverSecret, 'alerts-open'))
}

export function openSubject(serverSecret: string, token: string): { searchId: number; path: string } | null {
  const subject = verifyToken(token, 'alerts-open', linkKey(serverSecret, 'alerts-open'))
  const match = subject ? /^(\d{1,10}) (\/[^\s]*)$/.exec(subject) : null
  // Only a path on the agent's site: never another origin (`//evil.example`).
  if (!match || match[2].startsWith('//')) return null
  return { searchId: Number(match[1]), path: match[2] }
}
