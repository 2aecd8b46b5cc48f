/** The agent as the e-mails to the public show them (a buyer's alerts, a visitor's acknowledgement and replies). */
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

/** The Message-ID of an e-mail to the public: one per `kind` and `key`, so a resend is the same message. */
export function publicMessageId(kind: PublicEmailKind, key: string): string {
  return stableMessageId(kind, key, 'buyer', mailFrom().address.split('@')[1] || 'localhost')
}

type PublicEmailKind = 'alert' | 'alert-confirm' | 'contact-ack' | 'contact-reply'

/**
 * An e-mail to a member of the public: from the platform's address under the agent's name, Reply-To
 * the agent, with the unsubscribe headers; `threadOf` puts it in the thread of an earlier message.
 * Answers what the e-mail adapter answered (`keptInOutbox` when SMTP is off).
 */
export async function sendToPublic(
  payload: Payload,
  message: {
    to: string
    agent: { realtor: Realtor; card: AgentCard }
    headers: Record<string, string>
    kind: PublicEmailKind
    key: string
    threadOf?: string[]
    /** The agent's address for replies when the realtor record has none (its owner's). */
    replyTo?: string | null
  },
  built: { subject: string; html: string; text: string },
): Promise<unknown> {
  const { address } = mailFrom()
  const { realtor, card } = message.agent
  const thread = message.threadOf?.filter(Boolean) ?? []
  const replyTo = realtor.email || message.replyTo
  return payload.sendEmail({
    to: message.to,
    from: { name: card.name, address },
    ...(replyTo ? { replyTo: { name: card.name, address: replyTo } } : {}),
    headers: message.headers,
    messageId: publicMessageId(message.kind, message.key),
    ...(thread.length ? { inReplyTo: thread[thread.length - 1], references: thread } : {}),
    ...built,
  })
}
