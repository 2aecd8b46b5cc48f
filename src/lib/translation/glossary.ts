/**
 * Terms a translation keeps as written: the agent's own (their name, brand, neighbourhoods) and the
 * built-in real-estate ones (builtInGlossary.ts). A term found in the source is sent as
 * `<keep>form</keep>`, in the target language's form when the entry has one, else as written; the
 * service returns `<keep>` spans untouched. Everything else is XML-escaped on the way out and
 * unescaped on the way back (the service reads the texts as XML).
 */
import { localeCodes, type Locale } from '@/i18n/locales'

import { builtInGlossary } from './builtInGlossary'

/** One term in up to three languages; a language left empty keeps the term as written. */
export type GlossaryEntry = Partial<Record<Locale, string>>

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the entry is called in `locale`: its own form, else the one it is written in. */
function formIn(entry: GlossaryEntry, locale: Locale): string | undefined {
  const own = entry[locale]?.trim()
  if (own) return own
  return Object.values(entry)
    .find((form) => form?.trim())
    ?.trim()
}

/** Latin terms match whole words (HOA, not "hoax"); Korean and Japanese have no spaces to match on. */
const boundary = (term: string) => (/^[\p{Script=Latin}\d]/u.test(term) ? '(?<![\\p{L}\\d])' : '')
const endBoundary = (term: string) => (/[\p{Script=Latin}\d]$/u.test(term) ? '(?![\\p{L}\\d])' : '')

/** The text as the service reads it: escaped, with every glossary term found wrapped in `<keep>`. */
export function protectTerms(text: string, from: Locale, to: Locale, glossary: GlossaryEntry[]): string {
  const terms = glossary
    .map((entry) => ({ source: formIn(entry, from), target: formIn(entry, to) }))
    .filter((t): t is { source: string; target: string } => Boolean(t.source && t.target))
    // Longest first, so "Irvine Spectrum" wins over "Irvine".
    .sort((a, b) => b.source.length - a.source.length)
  if (terms.length === 0) return escapeXml(text)
  const pattern = new RegExp(terms.map((t) => `${boundary(t.source)}${escapeRegExp(t.source)}${endBoundary(t.source)}`).join('|'), 'giu')
  let out = ''
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const found = terms.find((t) => t.source.toLowerCase() === match[0].toLowerCase())
    out += escapeXml(text.slice(last, match.index)) + `<keep>${escapeXml(found?.target ?? match[0])}</keep>`
    last = match.index + match[0].length
  }
  return out + escapeXml(text.slice(last))
}

/** The service's answer as plain text again: `<keep>` spans unwrapped, entities unescaped. */
export function releaseTerms(xml: string): string {
  return unescapeXml(xml.replace(/<keep>([\s\S]*?)<\/keep>/g, '$1').replace(/<\/?keep\s*\/?>/g, ''))
}

/** The entry's forms and nothing else: stored rows also carry an id and nulls, which are no forms. */
function formsOf(entry: GlossaryEntry): GlossaryEntry {
  const forms: GlossaryEntry = {}
  for (const locale of localeCodes) {
    const form = entry[locale]
    if (typeof form === 'string' && form.trim()) forms[locale] = form.trim()
  }
  return forms
}

/** The agent's terms, then the built-in ones; a built-in term sharing a form with the agent's is left out. */
export function glossaryFor(realtorTerms: GlossaryEntry[] | null | undefined): GlossaryEntry[] {
  const own = (realtorTerms ?? []).map(formsOf).filter((entry) => Object.keys(entry).length > 0)
  const lowered = (entry: GlossaryEntry) => Object.values(entry).flatMap((form) => (form ? [form.toLowerCase()] : []))
  const taken = new Set(own.flatMap(lowered))
  return [...own, ...builtInGlossary.filter((entry) => !lowered(entry).some((form) => taken.has(form)))]
}
