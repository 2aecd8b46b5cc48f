import type { Messages, TextKey } from '@/i18n/messages'
import { formatCount } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { careerYears, formatNumber, shortenAmount } from '@/lib/format'
import type { Realtor } from '@/payload-types'
import { safeHref } from './contactActions'

type T = Messages['agent']

const etcLabels: Record<string, TextKey<T>> = {
  korea_name: 'koreaName',
  company_address: 'companyAddress',
  company_phone: 'companyPhone',
  company_fax: 'companyFax',
  company_license: 'companyLicense',
  zillow_link: 'zillow',
  home_list_realtor: 'homeListRealtor',
}

/** Profile (the photo is in the Hero): about me, career, numbers, regions, contact links, extra info, sections. */
export function Profile({ realtor, locale, t }: { realtor: Realtor; locale: Locale; t: T }) {
  const years = careerYears(realtor.careerStart, realtor.careerEnd)
  const links = [
    { label: t.kakao, href: safeHref(realtor.kakaoLink) },
    { label: t.instagram, href: safeHref(realtor.snsInstagramUrl) },
    { label: t.youtube, href: safeHref(realtor.snsYoutubeUrl) },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href))

  return (
    <section className="agent-profile" aria-labelledby="about-title">
      <div>
        <h2 id="about-title">{t.about}</h2>
        {realtor.aboutMe && <p className="agent-profile__about">{realtor.aboutMe}</p>}
        {years !== null && <p className="agent-profile__career">{formatCount(locale, t.career, years, { years })}</p>}
        <dl className="agent-facts">
          {realtor.salesCount != null && (
            <div>
              <dt>{t.salesCount}</dt>
              <dd data-testid="sales-count">{formatNumber(realtor.salesCount)}</dd>
            </div>
          )}
          {realtor.lastYearSalesTotal != null && (
            <div>
              <dt>{t.lastYearSales}</dt>
              <dd data-testid="sales-total">${shortenAmount(realtor.lastYearSalesTotal)}</dd>
            </div>
          )}
          {realtor.licenseNumber && (
            <div>
              <dt>{t.license}</dt>
              <dd>{realtor.licenseNumber}</dd>
            </div>
          )}
        </dl>
        {(realtor.activityRegion ?? []).length > 0 && (
          <p>
            <strong>{t.regions}: </strong>
            {(realtor.activityRegion ?? []).map((r) => [r.neighborhood, r.city, r.state].filter(Boolean).join(', ')).join(' · ')}
          </p>
        )}
        <ul className="agent-contact-links" aria-label={t.contactInfo}>
          {realtor.contactPhone && (
            <li>
              {t.phone}: <a href={`tel:${realtor.contactPhone}`}>{realtor.contactPhone}</a>
            </li>
          )}
          {realtor.email && (
            <li>
              {t.email}: <a href={`mailto:${realtor.email}`}>{realtor.email}</a>
            </li>
          )}
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {(realtor.etcInfo ?? []).length > 0 && (
          <dl className="agent-etc">
            {(realtor.etcInfo ?? []).map((info) => {
              const href = info.type === 'zillow_link' || info.type === 'home_list_realtor' ? safeHref(info.value) : null
              return (
                <div key={info.id ?? info.type}>
                  <dt>{t[etcLabels[info.type]]}</dt>
                  <dd>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {info.value}
                      </a>
                    ) : (
                      info.value
                    )}
                  </dd>
                </div>
              )
            })}
          </dl>
        )}
      </div>
      {(realtor.additionalSections ?? []).map((section) => (
        <section key={section.id ?? section.title} className="agent-section">
          <h2>{section.title}</h2>
          {section.body && <p>{section.body}</p>}
        </section>
      ))}
    </section>
  )
}
