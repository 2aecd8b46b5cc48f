/**
 * What the acknowledgement and the replies to one visitor share: the agent, the language, the thread's
 * first subject, and sending with the e-mail's state kept on its record.
 */
import type { Payload } from 'payload'

import { unsubscribeParts } from '@/collections/EmailSuppressions/suppression'
import { acknowledgementEmail } from '@/lib/email/leadResponseEmails'
import { valuationSummary } from '@/lib/email/valuationSummary'
import { valuationFactsOf } from '@/lib/valuation/valuationFacts'
import { workingHoursInWords } from '@/lib/leadResponse/hoursInWords'
import { isLocale } from '@/i18n/routing'
import type { Contact } from '@/payload-types'
import type { BuiltEmail } from '@/lib/email/builders'
import { maskedAddress } from '@/lib/email/unsubscribeLinks'
import { publicMessageId, sendToPublic } from '../agentCard'
import { keptInOutbox } from '../emailContact'
import { countAttempt, recordOutcome, recordSentTo } from '../notificationState'
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
  // A seller's request: what they were shown (the estimate, or why there is none), in their language.
  const facts = valuationFactsOf(contact)
  const acknowledgement = acknowledgementEmail({
    language,
    agent: agent.card,
    visitorName: contact.name,
    message: contact.message ?? '',
    hoursText: workingHoursInWords(language, hours),
    unsubscribeUrl: pageUrl,
    ...(facts ? { summary: valuationSummary(language, facts) } : {}),
  })
  return { language, agent, replyTo, hours, headers, unsubscribeUrl: pageUrl, acknowledgement }
}

type VisitorEmailParts = NonNullable<Awaited<ReturnType<typeof visitorEmailParts>>>
type EmailRecord = { table: 'contacts' | 'contact_replies'; id: number; state: 'acknowledgement' | 'notification' }

/**
 * Sends one e-mail to the visitor and keeps its state on `record`: the attempt counted, the outcome
 * (a failure is recorded, logged without the address in full, and thrown so the job retries).
 * Answers whether the e-mail was only kept (SMTP off).
 */
export async function sendToVisitor(
  payload: Payload,
  record: EmailRecord,
  message: { contact: Contact; parts: VisitorEmailParts; kind: 'contact-ack' | 'contact-reply'; threadOf?: string[] },
  built: BuiltEmail,
): Promise<{ kept: boolean }> {
  const { contact, parts, kind } = message
  const key = String(record.id)
  const attempt = await countAttempt(payload, record.table, record.id, record.state)
  let answer: unknown
  try {
    answer = await sendToPublic(
      payload,
      { to: contact.email, agent: parts.agent, headers: parts.headers, kind, key, replyTo: parts.replyTo, threadOf: message.threadOf },
      built,
    )
  } catch (error) {
    const failure = `attempt ${attempt}: ${(error as Error).message}`
    await recordOutcome(payload, record.table, record.id, { failure, attempt }, record.state)
    payload.logger.warn({
      msg: `${kind} ${record.id} of contact ${contact.id} not sent (attempt ${attempt})`,
      to: maskedAddress(contact.email),
      failure,
    })
    throw error
  }
  const kept = keptInOutbox(answer)
  await recordSentTo(payload, record.table, record.id, [maskedAddress(contact.email)], publicMessageId(kind, key), record.state)
  await recordOutcome(payload, record.table, record.id, { status: kept ? 'kept' : 'sent' }, record.state)
  return { kept }
}
