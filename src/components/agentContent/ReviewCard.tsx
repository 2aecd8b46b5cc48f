import { safeHref } from '@/components/realtor/contactActions'
import type { Locale } from '@/i18n/locales'
import { format, type Messages } from '@/i18n/messages'
import { htmlLangOf } from '@/i18n/routing'
import { reviewWords } from '@/lib/agentContent/contentText'
import { formatDate } from '@/lib/format'
import type { Review } from '@/payload-types'
import './agentContent.css'

/** Stars for the eye, the rating in words for screen readers. */
function Stars({ rating, t }: { rating: number; t: Messages['content'] }) {
  const whole = Math.max(1, Math.min(5, Math.round(rating)))
  return (
    <p className="review-stars">
      <span aria-hidden="true">{'★'.repeat(whole) + '☆'.repeat(5 - whole)}</span>
      <span className="visually-hidden">{format(t.rating, { rating: whole })}</span>
    </p>
  )
}

/**
 * One client's review: name, rating when given, date, where it was first posted (linked, never
 * endorsed: nofollow), and the words: this language's translation, marked as one with the
 * client's own words a click away, else the client's words in their own language.
 */
export function ReviewCard({
  review,
  locale,
  t,
  heading: Heading,
}: {
  review: Review
  locale: Locale
  t: Messages['content']
  heading: 'h2' | 'h3' | 'h4'
}) {
  const words = reviewWords(review, locale)
  const sourceName = t.sources[review.source]
  const sourceUrl = safeHref(review.sourceUrl)
  return (
    <article className="review-card" data-testid="review">
      <Heading className="review-card__name">{review.clientName}</Heading>
      {review.rating ? <Stars rating={review.rating} t={t} /> : null}
      <p className="review-card__meta">
        <time dateTime={review.reviewedAt}>{formatDate(new Date(review.reviewedAt), locale)}</time>
        {' · '}
        {sourceUrl ? (
          <a href={sourceUrl} rel="nofollow noopener" target="_blank">
            {format(t.sourceLabel, { source: sourceName })}
          </a>
        ) : (
          format(t.sourceLabel, { source: sourceName })
        )}
      </p>
      <blockquote className="review-card__text" lang={htmlLangOf(words.language)}>
        {words.text}
      </blockquote>
      {words.original && (
        <>
          <p className="review-card__translated">{format(t.translatedFrom, { language: t.languages[words.original.language] })}</p>
          <details className="review-card__original">
            <summary>{format(t.showOriginal, { language: t.languages[words.original.language] })}</summary>
            <blockquote className="review-card__text" lang={htmlLangOf(words.original.language)}>
              {words.original.text}
            </blockquote>
          </details>
        </>
      )}
    </article>
  )
}
