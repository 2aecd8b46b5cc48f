/** UI strings per locale, and a tiny formatter: `{name}` placeholders only. */
import en from './messages/en.json'
import ja from './messages/ja.json'
import ko from './messages/ko.json'
import type { Locale } from './locales'

export type Messages = typeof ko

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
