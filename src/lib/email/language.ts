/** The languages people read our e-mails in (the admin's and the site's: ko, en, ja). */
export const emailLanguages = ['ko', 'en', 'ja'] as const
export type EmailLanguage = (typeof emailLanguages)[number]

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === 'string' && (emailLanguages as readonly string[]).includes(value)
}

/**
 * The first of our languages a browser asks for (Accept-Language, in the
 * order given; q-values are rarely out of order in practice), else Korean.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): EmailLanguage {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0].trim().toLowerCase().split('-')[0]
    if (isEmailLanguage(primary)) return primary
  }
  return 'ko'
}
