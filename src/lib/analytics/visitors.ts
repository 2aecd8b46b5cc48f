/**
 * Who is counted, and as what. A visitor is a hash of the day's random salt, their address and their
 * browser, so the same person is one visitor within a day and cannot be followed from one day to the
 * next, nor found again from a stored row: the address and browser are never stored, and a day's salt
 * is deleted once the day is over (src/collections/Analytics/salts.ts).
 */
import { createHmac } from 'node:crypto'

import type { DeviceClass } from './events'

/**
 * Crawlers, link previews, monitors, audits and scripts: not people. Matched on the User-Agent; a
 * request without one is not a browser either. Headless browsers count as robots too.
 */
const ROBOTS =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|whatsapp|telegrambot|discord|embedly|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|phantom|selenium|puppeteer|playwright|autocannon/i

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

/**
 * The day a salt belongs to: `2026-11-28`, on the Pacific calendar (the agents' and the platform's
 * zone, src/lib/countries.ts), so a visitor's day is the day the agent's figures count: a UTC day would
 * turn at 4 pm in California and count an afternoon visitor twice. Eastern agents' days turn at 3 am.
 */
export const SALT_ZONE = 'America/Los_Angeles'

export function saltDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SALT_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/**
 * 32 hex characters: an HMAC, keyed by the server's secret and the day's salt, of the address and the
 * browser. With another day's salt the same address and browser give an unrelated value, and reading
 * the database alone (salt included) is not enough to test guesses of addresses against it.
 */
export function visitorHash(secret: string, salt: string, address: string, userAgent: string): string {
  return createHmac('sha256', `${secret}\n${salt}`).update(`${address}\n${userAgent}`).digest('hex').slice(0, 32)
}
