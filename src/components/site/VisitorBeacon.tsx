'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { countEvent, pageViewEvents, pathInSite } from '@/lib/analytics/siteEvents'

const BEACON_SRC = '/analytics/beacon.js'

/**
 * Counts each page view (a move inside the site too) for the visitor numbers, and loads the beacon
 * that sends them once the page is interactive, so the page never waits for it. The script is a
 * same-origin file: the hashed policy of cached pages allows it, and on pages with a nonce it is
 * added by this (trusted) script. Nothing is loaded for a browser that asks not to be tracked.
 */
export function VisitorBeacon({ site, home, locale }: { site: number | null; home: string; locale: Locale }) {
  const pathname = usePathname()
  useEffect(() => {
    const path = pathInSite(window.location.pathname, home)
    for (const event of pageViewEvents(path, site !== null, locale)) countEvent(site, event)
  }, [pathname, home, site, locale])
  useEffect(() => {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return
    if (document.querySelector(`script[src="${BEACON_SRC}"]`)) return
    const script = document.createElement('script')
    script.src = BEACON_SRC
    script.async = true
    document.body.appendChild(script)
  }, [])
  return null
}
