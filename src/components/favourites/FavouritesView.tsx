'use client'

import Link from 'next/link'
import { useMemo } from 'react'

import type { PluralForms } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { SubscriptionForm, type SubscriptionFormLabels } from '@/components/savedSearches/SubscriptionForm'
import { countText } from './FavouritesLink'
import { useFavourites } from './favouritesStore'
import './favourites.css'

export type FavouritesViewLabels = {
  intro: string
  empty: string
  toSearch: string
  remove: string
  count: PluralForms
  beds: string
  baths: string
  noPhoto: string
  emailTitle: string
  emailIntro: string
  form: SubscriptionFormLabels
}

/**
 * The hearted homes of this agent site, read from the browser (each links to its listing page and can
 * be removed), an empty state, and the "e-mail me my favourites" form. Nothing of it is on the server.
 */
export function FavouritesView({
  realtorId,
  locale,
  lang,
  labels,
  searchHref,
  privacyHref,
}: {
  realtorId: number
  locale: Locale
  lang: string
  labels: FavouritesViewLabels
  searchHref: string
  privacyHref: string
}) {
  const { list, remove } = useFavourites(realtorId)
  const target = useMemo(() => ({ favourites: (list ?? []).map(({ id, from }) => ({ id, from })) }), [list])
  // Until the browser's list is read: the space of the list, nothing that would flash "no favourites".
  if (!list) return <div className="favourites-pending" aria-busy="true" data-testid="favourites-pending" />
  if (list.length === 0) {
    return (
      <div className="favourites-empty" data-testid="favourites-empty">
        <p>{labels.empty}</p>
        <p>
          <Link href={searchHref} className="button agent-button">
            {labels.toSearch}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <>
      <p className="muted">{labels.intro}</p>
      <p className="favourites-count" data-testid="favourites-total">
        {countText(lang, labels.count, list.length)}
      </p>
      <ul className="favourites-list" data-testid="favourites-list">
        {list.map((home) => (
          <li key={home.id} className="favourite-item" data-testid="favourite-item" data-listing-id={home.id}>
            {home.photo ? (
              <img src={home.photo} alt="" width={400} height={267} loading="lazy" decoding="async" className="favourite-item__photo" />
            ) : (
              <div className="favourite-item__photo favourite-item__nophoto">{labels.noPhoto}</div>
            )}
            <div className="favourite-item__text">
              <p className="favourite-item__price">{home.price}</p>
              <p>
                <Link href={home.href} className="favourite-item__link">
                  {home.address}
                </Link>
              </p>
              <p className="muted">
                {[home.beds !== undefined && `${home.beds} ${labels.beds}`, home.baths !== undefined && `${home.baths} ${labels.baths}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <button
              type="button"
              className="favourite-item__remove"
              aria-label={`${labels.remove}: ${home.address}`}
              data-testid="favourite-remove"
              onClick={() => remove(home.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <section className="favourites-email" aria-labelledby="favourites-email-title">
        <h2 id="favourites-email-title">{labels.emailTitle}</h2>
        <p className="muted">{labels.emailIntro}</p>
        <SubscriptionForm realtorId={realtorId} locale={locale} labels={labels.form} target={target} privacyHref={privacyHref} />
      </section>
    </>
  )
}
