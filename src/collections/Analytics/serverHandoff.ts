/**
 * The production server (runtime/server/visitorBeacon.ts) answers the beacon before Next: a beacon
 * comes with every page view, and through Next's and Payload's request handling it would cost the
 * server a good part of what the page itself costs. Payload, once started, hands the server this
 * way in: the same acceptBeacon as the endpoint, and the flush the server calls when it stops.
 */
import type { Payload } from 'payload'

import { acceptBeacon, type BeaconOutcome } from './collectEndpoint'
import { flushAnalytics } from './recorder'

export const VISITOR_BEACON = Symbol.for('realtors.visitorBeacon')

export type VisitorBeaconHandoff = {
  accept: (headers: Headers, body: string | null) => Promise<BeaconOutcome>
  flush: () => Promise<void>
}

export function offerBeaconToServer(payload: Payload): void {
  const handoff: VisitorBeaconHandoff = {
    accept: (headers, body) => acceptBeacon(payload, headers, body, new Date()),
    flush: () => flushAnalytics(payload),
  }
  ;(globalThis as Record<symbol, unknown>)[VISITOR_BEACON] = handoff
}
