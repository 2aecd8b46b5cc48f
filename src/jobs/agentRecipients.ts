/** Where an agent's notices go (a new contact, a new buyer lead), and in which language. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/routing'
import { staffAddresses } from '@/integrations/smtp/settings'
import type { Realtor } from '@/payload-types'

/**
 * The realtor's e-mail, else its owner's account e-mail, else the staff list (LEAD_NOTIFY_EMAILS); in the
 * owner's language (Korean without an owner). No realtor (deleted since): the staff list.
 */
export async function agentRecipients(
  payload: Payload,
  realtor: Realtor | null,
): Promise<{ to: string[]; language: Locale; /** The agent's own address (never the staff list), for Reply-To. */ agent: string | null }> {
  const link = realtor?.owner
  const ownerId = link && typeof link === 'object' ? link.id : link
  const owner = ownerId
    ? await payload.findByID({ collection: 'users', id: ownerId, depth: 0, disableErrors: true, overrideAccess: true })
    : null
  const to = realtor?.email ? [realtor.email] : owner?.email ? [owner.email] : staffAddresses()
  return { to, language: isLocale(owner?.language) ? owner.language : 'ko', agent: realtor?.email || owner?.email || null }
}
