/**
 * The top of a buyer lead in the admin, as text to read: who (tap to mail, tap to call), what they
 * follow (the search in words with a link to those homes on the agent's site, or their favourite
 * homes), how their alerts go (how often, how many sent, the last one, the last click) and the consent
 * record (the sentence they agreed to, when, when they confirmed it, on which page). Nothing here is
 * editable: the system writes every field.
 */
import type { CSSProperties } from 'react'
import type { Payload, TypedUser } from 'payload'

import type { SavedSearch } from '@/payload-types'
import { buyerLeadFrequencyLabels, buyerLeadLanguageNames, buyerLeadStatusLabels, buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import { localeOfLanguage, type Locale } from '@/i18n/locales'
import { isStaffRole, type Role } from '@/lib/roles'
import { criteriaFromJson, criteriaQuery } from '@/lib/savedSearches/criteria'
import { favouritesFromJson } from '@/lib/savedSearches/favourites'
import { siteUrl } from '@/lib/savedSearches/links'

import { LocalTime } from '../inbox/LocalTime'
import { RecordCard, Row, TapRow } from '../inbox/RecordCard'
import { mailOf, phoneOf, tapTarget } from '../inbox/contactReach'
import { whatInWords } from '@/lib/savedSearches/whatInWords'

type Props = { data?: Partial<SavedSearch>; i18n?: { language: string }; payload?: Payload; user?: TypedUser | null }
type Site = { desiredUrl: string; customDomain?: string | null; displayName?: string | null }

const heading: CSSProperties = { margin: '20px 0 8px', fontSize: 18, lineHeight: 1.3, color: 'var(--theme-text)' }

const When = ({ iso, language, never }: { iso?: string | null; language: Locale; never: string }) =>
  iso ? <LocalTime iso={iso} language={language} /> : <span>{never}</span>

async function siteOf(payload: Payload | undefined, user: TypedUser | null | undefined, realtor: SavedSearch['realtor'] | undefined) {
  if (!payload || realtor === undefined || realtor === null) return null
  if (typeof realtor === 'object') return realtor as Site
  const found = await payload.findByID({ collection: 'realtors', id: realtor, depth: 0, user, overrideAccess: false, disableErrors: true })
  return found as Site | null
}

/** Addresses of the agent's own listings among the favourites (ids of the listings source stay ids). */
async function listingAddresses(payload: Payload | undefined, user: TypedUser | null | undefined, ids: string[]) {
  const local = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
  if (!payload || local.length === 0) return new Map<string, string>()
  const { docs } = await payload.find({
    collection: 'listings',
    where: { id: { in: local } },
    depth: 0,
    pagination: false,
    select: { address: true, city: true },
    user,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [String(doc.id), [doc.address, doc.city].filter(Boolean).join(', ')]))
}

export async function BuyerLeadCard({ data, i18n, payload, user }: Props) {
  if (!data?.id) return null
  const language = localeOfLanguage(i18n?.language)
  const t = buyerLeadTexts[language]
  const site = await siteOf(payload, user, data.realtor)
  const staff = isStaffRole(user as { roles?: Role[] } | null)
  const phone = phoneOf(data)
  const mail = mailOf(data)
  const criteria = data.kind === 'search' ? criteriaFromJson(data.criteria) : null
  const favourites = data.kind === 'favourites' ? favouritesFromJson(data.favourites).homes : []
  const alerts = data.alerts ?? {}
  const clicked = alerts.lastClickedHome
  const addresses = await listingAddresses(payload, user, [...favourites.map((home) => home.id), ...(clicked ? [clicked] : [])])
  const homeUrl = (id: string, from: string) =>
    site ? siteUrl(site, language, `/listings/${encodeURIComponent(id)}${from ? `?${from}` : ''}`) : null
  const consent = data.consent ?? {}
  return (
    <RecordCard testId="buyer-lead-card" title={data.name || data.email}>
      <dl style={{ margin: 0 }}>
        <TapRow name={t.email} link={mail} />
        <TapRow name={t.phone} link={phone} />
        <Row name={t.lookingFor}>
          <span data-testid="buyer-lead-what">
            {whatInWords(language, { kind: data.kind ?? 'search', criteria: data.criteria, favourites: data.favourites })}
          </span>
          {criteria && site ? (
            <>
              <br />
              <a
                href={siteUrl(site, language, `/homes?${criteriaQuery(criteria).toString()}`)}
                target="_blank"
                rel="noopener"
                style={tapTarget}
              >
                {t.seeHomes}
              </a>
            </>
          ) : null}
          {favourites.length > 0 ? (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {favourites.map((home) => {
                const text = addresses.get(home.id) || t.home(home.id)
                const href = homeUrl(home.id, home.from)
                return (
                  <li key={home.id}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener" style={tapTarget}>
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </li>
                )
              })}
            </ul>
          ) : null}
        </Row>
        {data.status ? <Row name={t.status}>{buyerLeadStatusLabels[data.status][language]}</Row> : null}
        {data.frequency ? <Row name={t.frequency}>{buyerLeadFrequencyLabels[data.frequency][language]}</Row> : null}
        {data.locale ? <Row name={t.language}>{buyerLeadLanguageNames[data.locale]}</Row> : null}
        {staff && site ? <Row name={t.agent}>{site.displayName || site.desiredUrl}</Row> : null}
      </dl>

      <h3 style={heading}>{t.alertsTitle}</h3>
      <dl style={{ margin: 0 }}>
        <Row name={t.sent}>{t.sentCount(alerts.sent ?? 0)}</Row>
        <Row name={t.lastAlert}>
          <When iso={alerts.lastSentAt} language={language} never={t.never} />
        </Row>
        <Row name={t.lastClick}>
          <When iso={alerts.lastClickedAt} language={language} never={t.never} />
        </Row>
        {/* Text, not a link: a listings-source home's page is found again only from the search it was on. */}
        {clicked ? <Row name={t.lastHome}>{addresses.get(clicked) || t.home(clicked)}</Row> : null}
      </dl>

      <h3 style={heading}>{t.consentTitle}</h3>
      <dl style={{ margin: 0 }}>
        {consent.text ? (
          <Row name={t.consentText}>
            <q data-testid="buyer-lead-consent">{consent.text}</q>
          </Row>
        ) : null}
        <Row name={t.givenAt}>
          <When iso={consent.givenAt} language={language} never={t.never} />
        </Row>
        <Row name={t.confirmedAt}>
          <When iso={consent.confirmedAt} language={language} never={t.never} />
        </Row>
        {/* The address the browser said it came from: shown as text, never followed as a link. */}
        {consent.page ? <Row name={t.page}>{consent.page}</Row> : null}
      </dl>
    </RecordCard>
  )
}
