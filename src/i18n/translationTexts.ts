/**
 * How a machine translation of a visitor's message is introduced, in the agent's e-mail and on the
 * contact's card: the language it is in, and that a service wrote it, not a person.
 */
import type { Locale } from './locales'

export const machineTranslationHeading: Record<Locale, (language: string, service: string) => string> = {
  ko: (language, service) => `${language} 번역 (${service} 자동 번역)`,
  en: (language, service) => `Translation into ${language} (machine translation, ${service})`,
  ja: (language, service) => `${language}訳(${service}による機械翻訳)`,
}
