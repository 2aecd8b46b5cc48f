/**
 * The first-party analytics events: what a page's beacon may send (POST /api/analytics/events) and
 * the row each becomes. Nothing here identifies a person: no cookie, no stored id, no address; the
 * visitor is a hash that changes every day (./visitors.ts). docs/behaviour.md, "Visitor numbers".
 */
import { z } from 'zod'

import { localeCodes, type Locale } from '@/i18n/locales'
import { MAX_EVENTS_PER_BEACON } from './beaconLimits'
import { pageKindOf } from './pages'

export const EVENT_KINDS = ['page_view', 'search', 'listing_view', 'favourite', 'saved_search', 'contact', 'valuation', 'lead'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
/**
 * What a page's beacon may send. Submissions (contact, valuation, saved search, lead) are counted by the
 * server when their form is stored (src/collections/Analytics/countSubmission.ts), never from a beacon.
 */
export const BEACON_KINDS = ['page_view', 'search', 'listing_view', 'favourite'] as const satisfies readonly EventKind[]

/** What kind of page a page view was of; a path alone does not say it on an agent's own domain. */
export const PAGE_KINDS = [
  'landing',
  'home',
  'homes',
  'listing',
  'favourites',
  'valuation',
  'alerts',
  'legal',
  'area',
  'blog',
  'post',
  'reviews',
  'other',
] as const
export type PageKind = (typeof PAGE_KINDS)[number]

// NUL and other control characters have no place in a path or a campaign name (PostgreSQL refuses NUL).
const text = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((value) =>
      value
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, max),
    )

const wireEvent = z.object({
  kind: z.enum(EVENT_KINDS),
  page: z.enum(PAGE_KINDS).optional(),
  /** The path inside the site (`/homes`, `/listings/123`), the same on the platform and on the agent's domain. */
  path: text(200).optional(),
  locale: z.enum(localeCodes).optional(),
  referrer: text(500).optional(),
  utmSource: text(100).optional(),
  utmMedium: text(100).optional(),
  utmCampaign: text(100).optional(),
  listing: text(100).optional(),
})

const site = z.number().int().positive().max(2_147_483_647).nullable()

export const beaconSchema = z.object({
  /** The agent whose site sent it; null on the landing page. */
  site,
  events: z
    .array(wireEvent.extend({ kind: z.enum(BEACON_KINDS) }))
    .min(1)
    .max(MAX_EVENTS_PER_BEACON),
})
export type Beacon = z.infer<typeof beaconSchema>
export type WireEvent = z.infer<typeof wireEvent>

/** One stored event (table analytics_events). */
export type EventRow = {
  at: Date
  realtor: number | null
  visitor: string
  kind: EventKind
  page: PageKind | null
  path: string | null
  locale: Locale | null
  source: string | null
  utmMedium: string | null
  utmCampaign: string | null
  device: DeviceClass
  listing: string | null
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/**
 * Where a visit came from, in one word: the UTM source when the link had one, else the referring
 * site's domain (without `www.`), else `null` (typed in, bookmarked, or from the same site).
 */
export function sourceOf(event: WireEvent, ownHost: string | null): string | null {
  if (event.utmSource) return event.utmSource.toLowerCase()
  return referrerDomain(event.referrer, ownHost)
}

export function referrerDomain(referrer: string | undefined, ownHost: string | null): string | null {
  if (!referrer) return null
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    host = url.hostname.toLowerCase()
  } catch {
    return null
  }
  const bare = host.replace(/^www\./, '')
  if (
    ownHost &&
    bare ===
      ownHost
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/^www\./, '')
  )
    return null
  return bare.slice(0, 100)
}

/** A path as the site shows it: no query or fragment, at most 200 characters, always starting with `/`. */
export function cleanPath(path: string | undefined): string | null {
  if (!path) return null
  const bare = path.split(/[?#]/)[0] ?? ''
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, 200)
}

/** A listing's id as the site's addresses carry it; anything else is not kept (it would become a rollup key for good). */
const LISTING_ID = /^[\w.~-]{1,100}$/

export function eventRow(
  event: WireEvent,
  context: { at: Date; realtor: number | null; visitor: string; device: DeviceClass; ownHost: string | null },
): EventRow {
  // The kind of page is read from the path here, not taken from the sender; the path of no known page is not kept.
  const path = event.kind === 'page_view' ? cleanPath(event.path) : null
  const page = event.kind !== 'page_view' ? null : path ? pageKindOf(path, context.realtor !== null) : 'other'
  const listing = event.listing && LISTING_ID.test(event.listing) ? event.listing : null
  return {
    at: context.at,
    realtor: context.realtor,
    visitor: context.visitor,
    kind: event.kind,
    page,
    path: page === 'other' ? null : path,
    locale: event.locale ?? null,
    source: event.kind === 'page_view' ? sourceOf(event, context.ownHost) : null,
    utmMedium: event.kind === 'page_view' ? (event.utmMedium?.toLowerCase() ?? null) : null,
    utmCampaign: event.kind === 'page_view' ? (event.utmCampaign ?? null) : null,
    device: context.device,
    listing: event.kind === 'listing_view' || event.kind === 'favourite' ? listing : null,
  }
}
