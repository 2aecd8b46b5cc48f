/** What the translation endpoints share: the editor, their language, refusals in it. */
import type { PayloadRequest } from 'payload'

import type { AdminLabel } from '@/i18n/label'
import { isLocale } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'

export const adminLanguageOf = (req: PayloadRequest): Locale => {
  const language = (req.user as { language?: string | null } | null)?.language
  return isLocale(language) ? language : 'ko'
}

export function refusal(
  req: PayloadRequest,
  status: number,
  reason: string,
  text: AdminLabel,
  values: Record<string, string> = {},
  headers: Record<string, string> = {},
): Response {
  let message = text[adminLanguageOf(req)]
  for (const [key, value] of Object.entries(values)) message = message.replace(`{${key}}`, value)
  return Response.json({ message, reason, errors: [{ message }] }, { status, headers })
}
