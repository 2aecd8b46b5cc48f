import type { Metadata } from 'next'

import { ReviewList } from '@/components/agentContent/ReviewList'
import { reviewsPageOf } from '@/utilities/agentContent/contentPages'
import { reviewsJsonLd, reviewsMetadata } from '@/utilities/agentContent/contentSeo'
import { jsonLdScript } from '@/utilities/realtor/realtorSeo'
import type { SiteParams } from '@/utilities/site/locale'

// Served from Next's page cache, rendered again when a review is published (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { realtor, locale, reviews } = await reviewsPageOf(params)
  return reviewsMetadata(realtor, locale, reviews.length)
}

/** The agent's client reviews shown with the clients' consent: /{desiredUrl}/reviews. */
export default async function ReviewsPage({ params }: { params: SiteParams }) {
  const { realtor, locale, reviews } = await reviewsPageOf(params)
  return (
    <ReviewList
      name={realtor.displayName ?? ''}
      locale={locale}
      reviews={reviews}
      jsonLd={jsonLdScript(reviewsJsonLd(realtor, locale, reviews))}
    />
  )
}
