/** What the acknowledgement and the replies to one visitor share: the agent, the language, the thread's first subject. */
import type { Payload } from 'payload'

import { unsubscribeParts } from '@/collections/EmailSuppressions/suppression'
import { acknowledgementEmail } from '@/lib/email/leadResponseEmails'
import { workingHoursInWords } from '@/lib/leadResponse/hoursInWords'
import { isLocale } from '@/i18n/routing'
import type { Contact } from '@/payload-types'
import { agentCardOf } from '../agentCard'
import { agentRecipients } from '../agentRecipients'
import { hoursOf } from '@/collections/Contacts/leadResponse/escalationClock'

export async function visitorEmailParts(payload: Payload, contact: Contact) {
  const realtorId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
  const language = isLocale(contact.locale) ? contact.locale : 'ko'
  const agent = await agentCardOf(payload, realtorId, language)
  if (!agent) return null
  const { agent: replyTo } = await agentRecipients(payload, agent.realtor)
  const hours = hoursOf(agent.realtor)
  const { headers, pageUrl } = unsubscribeParts(payload, contact.email, language)
  const acknowledgement = acknowledgementEmail({
    language,
    agent: agent.card,
    visitorName: contact.name,
    message: contact.message ?? '',
    hoursText: workingHoursInWords(language, hours),
    unsubscribeUrl: pageUrl,
  })
  return { language, agent, replyTo, hours, headers, unsubscribeUrl: pageUrl, acknowledgement }
}
