import { MarketReport } from '@/components/areas/MarketReport'
import { AgentSearchResults } from '@/components/listings/AgentSearchResults'
import { Picture } from '@/components/site/Picture'
import { RichText } from '@/components/site/RichText'
import { areaTexts } from '@/i18n/areaTexts'
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { agentTimeZone } from '@/lib/countries'
import type { ListingSearch } from '@/lib/listings/search'
import type { ListingSearchResult } from '@/lib/listings/types'
import type { MarketReportView } from '@/lib/market/report'
import { sized } from '@/lib/realtorPhotos'
import { checkHttpUrl } from '@/lib/validation/rules'
import type { Area, Media, Realtor } from '@/payload-types'

type Props = {
  area: Area
  realtor: Realtor
  locale: Locale
  basePath: string
  /** The area's market report (null until its first is computed). */
  report: MarketReportView | null
  /** The area's homes search: its first results, linking on to the agent's full search. */
  homes: { search: ListingSearch; result: ListingSearchResult }
  searchHref: string
  contactHref: string
}

/** A neighbourhood page: the agent's words and photos, the area's market report and homes, the agent's links. */
/**
 * The photos' widths in main.agent's column (styles.css: up to 60rem with 1.25rem padding, so the
 * viewport less 2.5rem, at most 57.5rem). The first spans the column; the others fill a grid of
 * columns at least 12rem wide with 0.5rem gaps: one column up to a 27rem viewport (a phone: the whole
 * column, not half of it), two up to 39.5rem, then three or four of at most 16.25rem.
 */
const FIRST_PHOTO_SIZES = '(max-width: 60rem) calc(100vw - 2.5rem), 57.5rem'
const OTHER_PHOTOS_SIZES = '(max-width: 27rem) calc(100vw - 2.5rem), (max-width: 39.5rem) calc(50vw - 1.5rem), 16.25rem'

export function AreaPage({ area, realtor, locale, basePath, report, homes, searchHref, contactHref }: Props) {
  const t = areaTexts[locale]
  const photos = (area.photos ?? []).filter((photo): photo is Media => typeof photo === 'object' && photo !== null)
  const links = (area.links ?? []).filter((link) => link.label && !checkHttpUrl(link.url))
  return (
    <main className="agent area-page" data-testid="area-page">
      <h1>{area.title}</h1>
      {area.summary && <p className="area-page__summary">{area.summary}</p>}
      {photos.length > 0 && (
        <ul className="area-page__photos">
          {photos.map((media, index) => {
            const image = sized(media, 'fullsize')
            if (!image) return null
            return (
              <li key={media.id}>
                <Picture
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  sizes={index === 0 ? FIRST_PHOTO_SIZES : OTHER_PHOTOS_SIZES}
                  first={index === 0}
                  alt={media.alt?.trim() || format(t.photo, { title: area.title ?? '', n: index + 1, total: photos.length })}
                />
              </li>
            )
          })}
        </ul>
      )}
      {area.content && (
        <div className="area-page__text">
          <RichText data={area.content} />
        </div>
      )}
      <MarketReport
        view={report}
        locale={locale}
        timeZone={agentTimeZone([area])}
        agentTexts={messagesFor(locale).agent}
        place={[area.city, area.zipcode].filter(Boolean).join(' ')}
      />
      <section className="area-page__homes" aria-labelledby="area-homes-title">
        <h2 id="area-homes-title">{format(t.homesTitle, { place: area.title ?? area.city })}</h2>
        <AgentSearchResults {...homes} realtor={realtor} locale={locale} basePath={basePath} />
        <p>
          <a className="area-page__search" href={searchHref}>
            {format(t.searchAll, { city: area.city })}
          </a>
        </p>
      </section>
      {links.length > 0 && (
        <section aria-labelledby="area-links-title">
          <h2 id="area-links-title">{t.links}</h2>
          <ul className="area-page__links">
            {links.map((link) => (
              <li key={link.id ?? link.url}>
                <a href={link.url} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a className="area-page__contact" href={contactHref}>
          {t.contact}
        </a>
      </p>
    </main>
  )
}
