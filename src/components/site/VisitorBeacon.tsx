'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { pathInSite } from '@/lib/analytics/pages'
import { arrivalOf, asksNotToBeCounted, countEvent, pageViewEvents, takeWaitingBodies } from '@/lib/analytics/siteEvents'

const BEACON_SRC = '/analytics/beacon.js'
const ENDPOINT = '/api/analytics/events'

/** This page load's last counted view: React may run an effect twice for one view (development's strict mode). */
let lastCounted: string | null = null

/**
 * Counts each page view (a move inside the site too) for the visitor numbers, and loads the beacon
 * that sends them once the page is interactive, so the page never waits for it. The script is a
 * same-origin file: the hashed policy of cached pages allows it, and on pages with a nonce it is
 * added by this (trusted) script. Nothing is loaded for a browser that asks not to be tracked.
 */
export function VisitorBeacon({ site, home, locale }: { site: number | null; home: string; locale: Locale }) {
  const pathname = usePathname()
  useEffect(() => {
    const view = `${site}:${window.location.pathname}${window.location.search}`
    if (view === lastCounted) return
    // The first view of this page load carries where the visit came from; later ones are moves inside the site.
    const arrival = lastCounted === null ? arrivalOf(document.referrer, window.location.search) : null
    lastCounted = view
    const path = pathInSite(window.location.pathname, home)
    for (const event of pageViewEvents(path, site !== null, locale, arrival)) countEvent(site, event)
  }, [pathname, home, site, locale])
  useEffect(() => {
    if (asksNotToBeCounted(navigator as Navigator & { globalPrivacyControl?: boolean })) return
    // A visitor who leaves before the beacon has loaded: what waits goes now (sendBeacon outlives the page).
    const leave = () => {
      for (const body of takeWaitingBodies()) navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain' }))
    }
    addEventListener('pagehide', leave)
    if (!document.querySelector(`script[src="${BEACON_SRC}"]`)) {
      const script = document.createElement('script')
      script.src = BEACON_SRC
      script.async = true
      document.body.appendChild(script)
    }
    return () => removeEventListener('pagehide', leave)
  }, [])
  return null
}
