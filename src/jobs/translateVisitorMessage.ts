/**
 * The visitor's message in the agent's language, for the agent's e-mail and the contact's card: only
 * when the translation service is configured, the company allows it (Site settings -> Translation),
 * the message has words and it was written in another language than the agent's. Only the message
 * is sent, one line at a time (its line breaks stay ours); never the visitor's name, e-mail or phone.
 *
 * A lead never waits on it: a service that refuses, is out of quota or does not answer in time gives
 * no translation, and the e-mail goes without one. A stored translation into the same language is
 * used again (a retried e-mail); a hand-over to an agent of another language translates again.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { translationService } from '@/integrations/translation/client'
import { protectTerms, releaseTerms } from '@/lib/translation/glossary'
import { segmentsOf } from '@/lib/translation/segments'
import { translationSettingsOf } from '@/lib/translation/translationSettings'
import type { Contact } from '@/payload-types'

export type MessageTranslation = { text: string; locale: Locale; service: string }

export async function translateVisitorMessage(
  payload: Payload,
  contact: Pick<Contact, 'id' | 'message' | 'writtenIn' | 'translation'>,
  agentLanguage: Locale,
): Promise<MessageTranslation | null> {
  const from = contact.writtenIn
  if (!from || from === agentLanguage) return null
  const segments = segmentsOf('textarea', contact.message ?? '')
  if (segments.texts.length === 0) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!translationSettingsOf(settings.translation).visitorMessages) return null

  const stored = contact.translation
  if (stored?.text && stored.locale === agentLanguage) return { text: stored.text, locale: agentLanguage, service: stored.service ?? '' }

  const service = translationService()
  if (!service) return null
  const outcome = await service.translate({
    texts: segments.texts.map((line) => protectTerms(line, from, agentLanguage, [])),
    from,
    to: agentLanguage,
  })
  if (!outcome.ok) {
    // The contact and why, never the message: it is the visitor's.
    payload.logger.warn({
      msg: `contact ${contact.id} message not translated (${outcome.reason})`,
      contactId: contact.id,
      reason: outcome.reason,
      ...(outcome.status ? { status: outcome.status } : {}),
    })
    return null
  }
  const translation = { text: String(segments.rebuild(outcome.texts.map(releaseTerms))), locale: agentLanguage, service: service.name }
  await storeTranslation(payload, contact.id, translation)
  return translation
}

/**
 * The translation's columns alone, in one statement outside the job's transaction, like the e-mail's
 * state (./notificationState.ts): a whole-record save would write back what this job read, undoing a
 * status or note the agent saved meanwhile.
 */
async function storeTranslation(payload: Payload, id: number, translation: MessageTranslation): Promise<void> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  await drizzle.execute(sql`
    UPDATE contacts SET translation_text = ${translation.text}, translation_locale = ${translation.locale},
      translation_service = ${translation.service}, translation_at = ${new Date().toISOString()}::timestamptz
    WHERE id = ${id}
  `)
}
