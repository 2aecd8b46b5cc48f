/** The admin's language as one of ours (Korean when Payload reports another). */
export type AdminLanguage = 'ko' | 'en' | 'ja'

export const adminLanguage = (language: string | undefined): AdminLanguage =>
  language === 'en' || language === 'ja' ? language : 'ko'
