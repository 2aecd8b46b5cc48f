/** The agent as the buyer's e-mails show them, and where the agent's own notices go. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { phoneWithCountryCode, stableMessageId } from '@/lib/email/builders'
import type { AgentCard } from '@/lib/email/publicEmail'
import { platformOrigin } from '@/lib/hosts'
import { firstPhoto, sized } from '@/lib/realtorPhotos'
import { siteUrl } from '@/lib/savedSearches/links'
import type { Realtor } from '@/payload-types'
import { mailFrom } from '@/integrations/smtp/settings'

export async function agentCardOf(
  payload: Payload,
  realtorId: number,
  locale: Locale,
): Promise<{ realtor: Realtor; card: AgentCard } | null> {
  const realtor = await payload.findByID({ collection: 'realtors', id: realtorId, depth: 1, disableErrors: true, overrideAccess: true })
  if (!realtor) return null
  const photo = firstPhoto(realtor, 'id', 'id2', 'logo')
  const photoPath = photo ? sized(photo, 'thumbnail')?.src : null
  const address = realtor.etcInfo?.find((info) => info.type === 'company_address')?.value
  return {
    realtor,
    card: {
      name: realtor.displayName || realtor.desiredUrl,
      photoUrl: photoPath ? new URL(photoPath, platformOrigin()).toString() : null,
      phone: realtor.contactPhone ? phoneWithCountryCode(realtor.contactPhoneCountry ?? 'US', realtor.contactPhone) : null,
      kakaoUrl: realtor.kakaoLink || null,
      pageUrl: siteUrl(realtor, locale, ''),
      businessAddress: address || null,
    },
  }
}

/**
 * An e-mail to a buyer: from the platform's address under the agent's name, Reply-To the agent, with
 * the unsubscribe headers; one Message-ID per message (`kind`, `key`), so a resend is the same message.
 */
export async function sendToBuyer(
  payload: Payload,
  message: {
    to: string
    agent: { realtor: Realtor; card: AgentCard }
    headers: Record<string, string>
    kind: 'alert' | 'alert-confirm'
    key: string
  },
  built: { subject: string; html: string; text: string },
): Promise<void> {
  const { address } = mailFrom()
  const { realtor, card } = message.agent
  await payload.sendEmail({
    to: message.to,
    from: { name: card.name, address },
    ...(realtor.email ? { replyTo: { name: card.name, address: realtor.email } } : {}),
    headers: message.headers,
    messageId: stableMessageId(message.kind, message.key, 'buyer', address.split('@')[1] || 'localhost'),
    ...built,
  })
}
