import { ReviewList } from '@/components/agentContent/ReviewList'
import { RealtorShell } from '@/components/realtor/RealtorShell'
import { messagesFor } from '@/i18n/messages'
import { reviewsWithDraft } from '@/utilities/agentContent/contentPages'
import { previewDraft, previewLocale, previewRealtorOf, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of a review: the agent's reviews page with this review's latest draft in its place. */
export default async function ReviewPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const review = await previewDraft('reviews', params, locale, { fallbackLocale: false })
  const realtor = await previewRealtorOf(review.realtor, locale)
  return (
    <RealtorShell realtor={realtor} locale={locale} basePath={`/${realtor.desiredUrl}`}>
      <ReviewList
        name={realtor.displayName ?? ''}
        locale={locale}
        reviews={await reviewsWithDraft(review, locale)}
        notice={review.clientConsent ? undefined : messagesFor(locale).content.previewNoConsent}
      />
    </RealtorShell>
  )
}
