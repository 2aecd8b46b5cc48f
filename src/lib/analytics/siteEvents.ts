/**
 * What a page tells the visitor-numbers beacon (public/analytics/beacon.js): events wait in
 * window.siteEvents until the beacon has loaded, then go straight to it. A browser that asks not to be
 * tracked (Do-Not-Track, Global Privacy Control) queues nothing.
 */
import { MAX_EVENTS_PER_BEACON } from './beaconLimits'
import type { WireEvent } from './events'
import { pageKindOf } from './pages'

export type QueuedEvent = { site: number | null; event: WireEvent }
type EventsWindow = { siteEvents?: QueuedEvent[] | { push: (item: QueuedEvent) => unknown } }
type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

export function asksNotToBeCounted(nav: PrivacyNavigator | undefined): boolean {
  return nav?.doNotTrack === '1' || nav?.globalPrivacyControl === true
}

/** `site`: the agent whose site it happened on, null on the landing page. */
export function countEvent(site: number | null, event: WireEvent): void {
  const target = globalThis as unknown as EventsWindow & { navigator?: PrivacyNavigator }
  if (asksNotToBeCounted(target.navigator)) return
  ;(target.siteEvents ??= []).push({ site, event })
}

/**
 * Events still waiting for the beacon script (a visitor who leaves before it loaded), as the bodies
 * the beacon would send: one per site, at most MAX_EVENTS_PER_BEACON events each. Empties the queue.
 */
export function takeWaitingBodies(): string[] {
  const target = globalThis as unknown as EventsWindow
  const queue = target.siteEvents
  if (!Array.isArray(queue) || queue.length === 0) return []
  const items = queue.splice(0, queue.length)
  const bodies: string[] = []
  while (items.length) {
    const site = items[0]!.site
    const events: WireEvent[] = []
    while (items.length && events.length < MAX_EVENTS_PER_BEACON && items[0]!.site === site) events.push(items.shift()!.event)
    bodies.push(JSON.stringify({ site, events }))
  }
  return bodies
}

/** Where the visit came from: the referring page and the link's UTM tags, for the visit's first page view only. */
export function arrivalOf(referrer: string, search: string): Pick<WireEvent, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const query = new URLSearchParams(search)
  const tag = (name: string) => query.get(name)?.slice(0, 100) || undefined
  return {
    referrer: referrer ? referrer.slice(0, 500) : undefined,
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
  }
}

/** The events of one page view: the view, and a homes search or a listing view where it is one. */
export function pageViewEvents(
  path: string,
  agentSite: boolean,
  locale: WireEvent['locale'],
  arrival: ReturnType<typeof arrivalOf> | null = null,
): WireEvent[] {
  const page = pageKindOf(path, agentSite)
  const events: WireEvent[] = [{ kind: 'page_view', page, path, locale, ...arrival }]
  if (page === 'homes') events.push({ kind: 'search', locale })
  if (page === 'listing') events.push({ kind: 'listing_view', listing: decodeURIComponent(path.split('/')[2] ?? ''), locale })
  return events
}
