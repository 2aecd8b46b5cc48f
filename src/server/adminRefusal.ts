/**
 * A refusal from an admin endpoint (the inbox's answers, the translation suggestions), in the
 * language of the person signed in: their account's, else Korean. `errors[0].message` is what the
 * admin shows; `reason` a word a script can test without reading the text.
 */
import type { PayloadRequest } from 'payload'

import type { AdminLabel } from '@/i18n/label'
import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/routing'

export const adminLanguageOf = (req: PayloadRequest): Locale => {
  const language = (req.user as { language?: string | null } | null)?.language
  return isLocale(language) ? language : 'ko'
}

export function adminRefusal(
  req: PayloadRequest,
  status: number,
  text: AdminLabel,
  { reason, values = {}, headers = {} }: { reason?: string; values?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  let message = text[adminLanguageOf(req)]
  for (const [key, value] of Object.entries(values)) message = message.replace(`{${key}}`, value)
  return Response.json({ message, ...(reason ? { reason } : {}), errors: [{ message }] }, { status, headers })
}
