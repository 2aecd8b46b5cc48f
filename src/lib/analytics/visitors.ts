/**
 * Who is counted, and as what. A visitor is a hash of the day's random salt, their address and their
 * browser, so the same person is one visitor within a day and cannot be followed from one day to the
 * next, nor found again from a stored row: the address and browser are never stored, and a day's salt
 * is deleted once the day is over (src/collections/Analytics/salts.ts).
 */
import { createHash } from 'node:crypto'

import type { DeviceClass } from './events'

/**
 * Crawlers, link previews, monitors, audits and scripts: not people. Matched on the User-Agent; a
 * request without one is not a browser either. Headless browsers count as robots too.
 */
const ROBOTS =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|whatsapp|telegram|discord|embedly|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|phantom|selenium|puppeteer|playwright|autocannon/i

export function isRobot(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').trim()
  return agent.length < 10 || ROBOTS.test(agent)
}

/** Do-Not-Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the visitor asked not to be counted. */
export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'
}

export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(agent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'mobile'
  return 'desktop'
}

/** The UTC day a salt belongs to: `2026-11-28`. */
export function saltDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** 32 hex characters; with another day's salt the same address and browser give an unrelated value. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 32)
}
