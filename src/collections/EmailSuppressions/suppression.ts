/** The suppression list as the senders and the unsubscribe endpoint use it. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { emailHash } from '@/lib/email/addresses'
import { listUnsubscribeHeaders } from '@/lib/email/listUnsubscribe'
import { unsubscribeLinks, unsubscribeToken } from '@/lib/email/unsubscribeLinks'
import { platformOrigin } from '@/lib/hosts'

export type SuppressionReason = 'unsubscribed' | 'deleted' | 'stopped'

/** Whether `address` asked for no more e-mail. Every sender of e-mail to the public asks first. */
export async function isSuppressed(payload: Payload, address: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'email-suppressions',
    where: { emailHash: { equals: emailHash(address) } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Adds `address` to the list; a second time changes nothing (the first reason stays). Outside any
 * caller's transaction: a refusal is kept even if what asked for it fails afterwards.
 */
export async function suppressEmail(
  payload: Payload,
  address: string,
  { reason, source }: { reason: SuppressionReason; source: string },
): Promise<void> {
  const hash = emailHash(address)
  if (await isSuppressed(payload, address)) return
  try {
    await payload.create({ collection: 'email-suppressions', data: { emailHash: hash, reason, source }, overrideAccess: true })
  } catch (error) {
    // Two unsubscribes at once: the unique index took the other; the address is suppressed either way.
    if (!(await isSuppressed(payload, address))) throw error
  }
}

/** What an e-mail to `address` carries so its reader can stop all e-mail: the headers and the body's link. */
export function unsubscribeParts(payload: Payload, address: string, locale: Locale): { headers: Record<string, string>; pageUrl: string } {
  const links = unsubscribeLinks(platformOrigin(), locale, unsubscribeToken(payload.secret, address))
  return { headers: listUnsubscribeHeaders(links.oneClick), pageUrl: links.page }
}
