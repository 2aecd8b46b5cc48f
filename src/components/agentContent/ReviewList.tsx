import type { Locale } from '@/i18n/locales'
import { format, formatCount, messagesFor } from '@/i18n/messages'
import type { Review } from '@/payload-types'
import { ReviewCard } from './ReviewCard'

/** The agent's reviews page: consented reviews, newest first, each on its own; never an average. */
export function ReviewList({
  name,
  locale,
  reviews,
  notice,
  jsonLd,
}: {
  name: string
  locale: Locale
  reviews: Review[]
  /** A line above the list (the preview's note on consent). */
  notice?: string
  /** schema.org JSON-LD of the public page, ready for a script tag (the preview has none). */
  jsonLd?: string
}) {
  const t = messagesFor(locale).content
  return (
    <main className="agent content-page" data-testid="reviews">
      <h1>{format(t.reviewsHeading, { name })}</h1>
      {notice && (
        <p className="content-notice" role="note">
          {notice}
        </p>
      )}
      {reviews.length > 0 ? (
        <>
          <p className="muted">
            {formatCount(locale, t.reviewCount, reviews.length)} · {t.reviewsNote}
          </p>
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={locale} t={t} heading="h2" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="content-empty">{t.noReviews}</p>
      )}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </main>
  )
}
