import type { Ref } from 'react'

import type { Locale } from '@/i18n/locales'
import { format } from '@/i18n/messages'
import { formatDateTime, formatNumber, localeTag } from '@/lib/format'
import type { ValuationAnswer } from '@/lib/valuation/valuationSchema'
import type { ValuationLabels } from './ValuationForm'

type Props = {
  answer: ValuationAnswer
  locale: Locale
  timeZone: string
  labels: ValuationLabels
  headingRef: Ref<HTMLHeadingElement>
}

const dollars = (value: number) => `$${formatNumber(Math.round(value))}`

/**
 * What the owner sees once the request is taken: the range with the sold homes it comes from and the
 * MLS notice, or that a personal analysis (too few sales) or the estimate by e-mail (source down) follows.
 * Always that it is an estimate, not an appraisal.
 */
export function ValuationResult({ answer, locale, timeZone, labels, headingRef }: Props) {
  const t = labels.valuation
  const estimate = answer.outcome === 'estimated' ? answer.estimate : null
  // A sale date is a calendar day (midnight UTC when it carries a time): read in UTC, not the agent's zone.
  const saleDate = new Intl.DateTimeFormat(localeTag(locale), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
  // The same attribution as the listings (sourceName in components/realtor/Listings.tsx).
  const source =
    estimate &&
    (estimate.source.kind === 'agent'
      ? labels.agent.sourceAgent
      : format(labels.agent.sourceMls, { market: estimate.source.market || labels.agent.allMarkets }))
  return (
    <section
      className="valuation-result"
      aria-labelledby="valuation-result-title"
      data-testid="valuation-result"
      data-outcome={answer.outcome}
    >
      <h2 id="valuation-result-title" ref={headingRef} tabIndex={-1}>
        {t.resultTitle}
      </h2>
      <p className="form-success" role="status">
        {t.received}
      </p>
      {answer.outcome === 'few' && <p data-testid="valuation-few">{t.few}</p>}
      {answer.outcome === 'later' && <p data-testid="valuation-later">{t.later}</p>}
      {estimate && (
        <>
          <div className="valuation-range" data-testid="valuation-range">
            <span className="valuation-range__label">{t.rangeLabel}</span>
            <strong className="valuation-range__value">
              {dollars(estimate.low)} – {dollars(estimate.high)}
            </strong>
            <span>{format(t.value, { value: dollars(estimate.value) })}</span>
            <span className="muted">{format(t.perSqft, { price: dollars(estimate.perSqft) })}</span>
          </div>
          <h3>{t.comparablesTitle}</h3>
          {estimate.source.kind === 'agent' && <p className="muted">{t.comparablesAgent}</p>}
          <ul className="valuation-comparables">
            {estimate.comparables.map((home, index) => (
              <li key={`${home.address}-${index}`} className="valuation-comparable" data-testid="valuation-comparable">
                <strong className="valuation-comparable__address">{home.address}</strong>
                <dl>
                  <div>
                    <dt>{t.soldPrice}</dt>
                    <dd>{dollars(home.soldPrice)}</dd>
                  </div>
                  {home.livingArea !== null && (
                    <div>
                      <dt>{t.size}</dt>
                      <dd>{format(labels.homes.sqft, { area: formatNumber(home.livingArea) })}</dd>
                    </div>
                  )}
                  {(home.beds !== null || home.baths !== null) && (
                    <div>
                      <dt className="visually-hidden">
                        {labels.homes.beds} / {labels.homes.baths}
                      </dt>
                      <dd>
                        {[
                          home.beds !== null && `${home.beds} ${labels.agent.beds}`,
                          home.baths !== null && `${home.baths} ${labels.agent.baths}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </dd>
                    </div>
                  )}
                  {home.soldAt && (
                    <div>
                      <dt>{t.soldAt}</dt>
                      <dd>{saleDate.format(new Date(home.soldAt))}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <p className="mls-disclaimer">
            {format(labels.agent.mlsDisclaimer, { source: source ?? '', asOf: formatDateTime(new Date(estimate.asOf), locale, timeZone) })}
          </p>
        </>
      )}
      <p className="muted valuation-note" data-testid="valuation-not-appraisal">
        {t.notAppraisal}
      </p>
    </section>
  )
}
