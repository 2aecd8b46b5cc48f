/**
 * How much one API read may ask for, by who asks. A list with no upper bound lets one anonymous
 * request load every row with its relations in every language (tens of megabytes, a second of the
 * server's time), and a dozen at once starve the cached pages. So:
 * - everyone: `limit` 1 to 100, `depth` 0 to 2, one locale at a time;
 * - signed in: `locale=all` too (the admin's editors compare languages);
 * - staff and support: `limit` up to 1,000 and `depth` up to 10;
 * - admins alone: everything at once (`limit=0`, `pagination=false`).
 * Our own server code is not limited here: it chooses its own sizes, through the local API or with
 * access overridden (the sign-in lookup of a REST request, for one, runs as that request).
 */
import type { PayloadRequest } from 'payload'

import { hasRole, isStaffRole, type WithRoles } from '@/lib/roles'
import { BadQuery } from './badQuery'

type Limits = { maxLimit: number; maxDepth: number; everything: boolean; allLocales: boolean }

const PUBLIC: Limits = { maxLimit: 100, maxDepth: 2, everything: false, allLocales: false }
const SIGNED_IN: Limits = { ...PUBLIC, allLocales: true }
const STAFF: Limits = { maxLimit: 1_000, maxDepth: 10, everything: false, allLocales: true }
const ADMIN: Limits = { maxLimit: 999_999_999, maxDepth: 10, everything: true, allLocales: true }

export function listLimitsFor(user: WithRoles): Limits {
  if (hasRole(user, 'admin')) return ADMIN
  if (isStaffRole(user)) return STAFF
  return user ? SIGNED_IN : PUBLIC
}

type ReadArgs = { limit?: unknown; depth?: unknown; pagination?: unknown }

/** Refuses, with what the caller may ask instead, a read larger than their limits allow. */
export function checkListLimits(req: PayloadRequest, args: ReadArgs, isList: boolean, overrideAccess?: boolean): void {
  if (req.payloadAPI === 'local' || overrideAccess) return
  const limits = listLimitsFor(req.user as WithRoles)
  // What the client asked: a REST request's query string (our own code's reads inside that request
  // pass other arguments, the CSV export's one page of everything for one), GraphQL's arguments.
  const asked = (req.payloadAPI === 'REST' ? req.query : args) as Record<string, unknown>
  const depth = numberOf(asked.depth)
  if (depth !== undefined && depth > limits.maxDepth) {
    throw new BadQuery(`"depth" can be at most ${limits.maxDepth}; ask for ${limits.maxDepth} or less and read related records by id.`)
  }
  if (String(asked.locale ?? req.locale) === 'all' && !limits.allLocales) {
    throw new BadQuery('"locale=all" is for signed-in editors; ask for one locale: ko, en or ja.')
  }
  if (!isList) return
  const limit = numberOf(asked.limit)
  const unpaged = String(asked.pagination) === 'false' || limit === 0
  if (unpaged && !limits.everything) {
    throw new BadQuery(`A list comes in pages of at most ${limits.maxLimit}: use "limit" (1 to ${limits.maxLimit}) and "page".`)
  }
  if (limit !== undefined && limit > limits.maxLimit) {
    throw new BadQuery(`"limit" can be at most ${limits.maxLimit}; read the rest with "page".`)
  }
}

function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}
