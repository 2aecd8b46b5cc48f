/** UI strings per locale, and a tiny formatter: `{name}` placeholders only. */
import en from './messages/en.json'
import ja from './messages/ja.json'
import ko from './messages/ko.json'
import type { Locale } from './locales'
import { htmlLangOf } from './routing'

export type Messages = typeof ko

/** The keys of a message group whose value is plain text (not plural forms). */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

const byLocale: Record<Locale, Messages> = { ko, en, ja }

export function messagesFor(locale: Locale): Messages {
  return byLocale[locale]
}

/** Every dotted key of a message tree, e.g. 'login.title'. */
export function messageKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * A message that depends on a number: one form per plural category of the language
 * (Intl.PluralRules: English 'one' and 'other'; Korean and Japanese only ever 'other', but keep
 * both keys so every locale has the same keys).
 */
export type PluralForms = { one: string; other: string }

/** `forms` in the form `count` asks for in `locale`, with `{count}` (and `values`) filled in. */
export function formatCount(locale: Locale, forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(htmlLangOf(locale)).select(count)
  const template = category in forms ? forms[category as keyof PluralForms] : forms.other
  return format(template, { count, ...values })
}
