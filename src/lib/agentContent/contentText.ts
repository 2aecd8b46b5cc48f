/**
 * What the agent's blog and reviews pages show in words: a post's summary (its excerpt, else the
 * start of its text) and a review's words in the page's language (its translation when the agent
 * gave one, else the client's own words in the language they wrote in).
 */
import type { Locale } from '@/i18n/locales'
import type { Post, Review } from '@/payload-types'
import { richTextDisplay } from '../translation/richTextSegments'

/** About two lines on a phone: list cards and the description of a post without an excerpt. */
export const SUMMARY_LENGTH = 160

/** The first `max` characters of `text` on one line, cut at a space when there is one near the end. */
export function textStart(text: string, max = SUMMARY_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

export function postSummary(post: Pick<Post, 'excerpt' | 'content'>): string {
  return post.excerpt?.trim() || textStart(richTextDisplay(post.content))
}

export type ReviewWords = {
  text: string
  /** The language the shown words are in. */
  language: Locale
  /** The client's own words, when `text` is a translation of them. */
  original?: { text: string; language: Locale }
}

/**
 * `review` as read for `locale` without fallback: its translation is this language's own or
 * nothing. A review written in the page's language is shown as written even if a translation
 * exists.
 */
export function reviewWords(review: Pick<Review, 'text' | 'language' | 'translation'>, locale: Locale): ReviewWords {
  const translation = review.translation?.trim()
  if (!translation || review.language === locale) return { text: review.text, language: review.language }
  return { text: translation, language: locale, original: { text: review.text, language: review.language } }
}
