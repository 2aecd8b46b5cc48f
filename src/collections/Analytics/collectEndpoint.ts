/**
 * POST /api/analytics/events: the beacon's (public/analytics/beacon.js). Always quick: the events are
 * queued in memory (./recorder.ts) and the answer is 204 with no body and no cookie. Robots, visitors who
 * asked not to be tracked (DNT, GPC) and anyone signed in to the admin are answered the same and not
 * counted. A body that is not a beacon is a 400 saying what is wrong (a person debugging reads it).
 */
import type { Endpoint, Payload } from 'payload'

import { MAX_BEACON_BYTES } from '@/lib/analytics/beaconLimits'
import { beaconSchema, eventRow, type WireEvent } from '@/lib/analytics/events'
import { asksNotToBeTracked, deviceClassOf, isRobot, saltDay, visitorHash } from '@/lib/analytics/visitors'
import { clientIp } from '@/lib/network/clientIp'
import { errorSummary } from '@/lib/errorSummary'
import { readCapped } from '@/server/cappedBody'
import { recordEvents } from './recorder'
import { saltOf } from './visitorSalt'

/** Events one visitor may add per hour in one process; more is a script, not a person. */
const MAX_EVENTS_PER_VISITOR_HOUR = 300
/** Events one address may add per hour in one process, whatever browser it claims (an office or a phone network shares one). */
const MAX_EVENTS_PER_ADDRESS_HOUR = 3000
/** Visitors and addresses remembered in an hour, at most; past it the hour's counts start again. */
const MAX_REMEMBERED = 100_000
/** The day's salt read from PostgreSQL within this, or the visit is not counted (the page never waits for it). */
const SALT_DEADLINE_MS = 2000
let countsHour = ''
const perVisitor = new Map<string, number>()
const perAddress = new Map<string, number>()

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
const refused = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** Robots, browsers that ask not to be tracked, and people signed in to the admin (their own visits). */
function notCounted(headers: Headers): boolean {
  const signedIn = /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
  return signedIn || asksNotToBeTracked(headers) || isRobot(headers.get('user-agent'))
}

export type BeaconOutcome = { status: 204; counted: number } | { status: 400 | 413; message: string }

/** Everything but the HTTP plumbing, with the time given (tests hold the clock). */
export async function acceptBeacon(payload: Payload, headers: Headers, body: string | null, at: Date): Promise<BeaconOutcome> {
  if (body === null) return { status: 413, message: `A beacon carries at most ${MAX_BEACON_BYTES} bytes.` }
  // Not read at all when it would not be counted.
  if (notCounted(headers)) return { status: 204, counted: 0 }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { status: 400, message: 'The beacon body must be JSON: { "site": number | null, "events": [...] }.' }
  }
  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { status: 400, message: `The beacon is not valid at ${issue?.path.join('.') || 'its root'}: ${issue?.message}` }
  }
  return { status: 204, counted: await countEvents(payload, headers, parsed.data.site, parsed.data.events, at) }
}

/**
 * Counts events of one visitor (from the request's address and browser) on one site: the beacon's and
 * the submissions' (./countSubmission.ts). Answers how many were counted.
 */
export async function countEvents(payload: Payload, headers: Headers, site: number | null, wanted: WireEvent[], at: Date): Promise<number> {
  if (notCounted(headers)) return 0
  const userAgent = headers.get('user-agent') ?? ''
  const salt = await withinDeadline(saltOf(payload, saltDay(at)), SALT_DEADLINE_MS)
  const secret = payload.secret
  const address = clientIp(headers)
  const visitor = visitorHash(secret, salt, address, userAgent)
  const hour = at.toISOString().slice(0, 13)
  if (hour !== countsHour || perVisitor.size > MAX_REMEMBERED || perAddress.size > MAX_REMEMBERED) {
    countsHour = hour
    perVisitor.clear()
    perAddress.clear()
  }
  const fromVisitor = perVisitor.get(visitor) ?? 0
  // Kept in this process's memory for the hour only, never stored or logged.
  const fromAddress = perAddress.get(address) ?? 0
  const room = Math.max(0, Math.min(MAX_EVENTS_PER_VISITOR_HOUR - fromVisitor, MAX_EVENTS_PER_ADDRESS_HOUR - fromAddress))
  const events = wanted.slice(0, room)
  perVisitor.set(visitor, fromVisitor + events.length)
  perAddress.set(address, fromAddress + events.length)
  const context = { at, realtor: site, visitor, device: deviceClassOf(userAgent), ownHost: headers.get('host') }
  recordEvents(
    payload,
    events.map((event) => eventRow(event, context)),
  )
  return events.length
}

export const analyticsEventsEndpoint: Endpoint = {
  path: '/analytics/events',
  method: 'post',
  handler: async (req) => {
    try {
      const body = await readCapped(req as unknown as Request, MAX_BEACON_BYTES)
      const outcome = await acceptBeacon(req.payload, req.headers, body, new Date())
      return outcome.status === 204 ? noContent() : refused(outcome.status, outcome.message)
    } catch (error) {
      // The body cut off, or the database unreachable for the day's salt: the visitor's page never hears of it.
      req.payload.logger.warn({ msg: 'Could not count a visit', err: errorSummary(error) })
      return noContent()
    }
  },
}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from PostgreSQL within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
