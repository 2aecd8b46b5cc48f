/**
 * The buyer's e-mails (the confirmation of a saved search, its alerts) in the frame every e-mail to
 * the public has (./publicEmail.ts: from the agent, why, the agent's address, unsubscribe), and the
 * agent's notice of a new buyer lead. Plain values in, subject/HTML/text out.
 */
import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { formatNumber } from '../format'
import type { SavedCriteria } from '../savedSearches/criteria'
import type { AlertHome } from '../savedSearches/snapshot'
import type { AlertFrequency } from '../savedSearches/subscriptionSchema'
import type { BackOff } from '../savedSearches/backOff'
import { alertMessages } from './alertMessages'
import type { BuiltEmail } from './builders'
import { layout, plainText } from './html'
import { escapeHtml } from './html'
import { publicEmail, type AgentCard } from './publicEmail'

/** A search in words: "Single-family home · Buy · Irvine, CA". */
export function criteriaInWords(locale: Locale, criteria: SavedCriteria | null): string {
  if (!criteria) return alertMessages[locale].favouritesWhat
  const t = messagesFor(locale).homes
  return [t.propertyTypes[criteria.propertyType], t.types[criteria.type], `${criteria.city}, ${criteria.state}`].join(' · ')
}

export function priceInWords(locale: Locale, home: Pick<AlertHome, 'price' | 'status'>): string {
  const amount = `$${formatNumber(home.price)}`
  return home.status === 'rent' || home.status === 'rented' ? format(messagesFor(locale).agent.rentPrice, { price: amount }) : amount
}

export type ConfirmationInput = { language: Locale; agent: AgentCard; what: string; confirmUrl: string; unsubscribeUrl: string }

export function confirmationEmail(input: ConfirmationInput): BuiltEmail {
  const t = alertMessages[input.language]
  const button = `<p style="margin:16px 0"><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;padding:12px 18px;background:#16202c;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t.confirmButton)}</a></p>`
  const { html, text } = publicEmail({
    language: input.language,
    agent: input.agent,
    title: t.confirmTitle,
    bodyHtml: `<p>${escapeHtml(t.confirmBody(input.what))}</p>${button}<p style="color:#5b6573">${escapeHtml(t.confirmIgnore)}</p>`,
    bodyText: `${t.confirmBody(input.what)}\n\n${t.confirmButton}: ${input.confirmUrl}\n\n${t.confirmIgnore}`,
    reason: t.confirmReason(input.agent.name),
    unsubscribeUrl: input.unsubscribeUrl,
  })
  return { subject: t.confirmSubject(input.agent.name), html, text }
}

export type AlertItem = {
  kind: 'new' | 'price' | 'status'
  home: AlertHome
  previousPrice?: number
  previousStatus?: string
  /** The link that records the click and opens the home's page on the agent's site. */
  url: string
}

export type AlertEmailInput = {
  language: Locale
  agent: AgentCard
  criteria: SavedCriteria | null
  frequency: AlertFrequency
  items: AlertItem[]
  searchUrl?: string
  manageUrl: string
  unsubscribeUrl: string
  backOff: BackOff
}

function itemNote(language: Locale, item: AlertItem): string {
  const t = alertMessages[language]
  const statuses = messagesFor(language).homes.listingStatuses as Record<string, string>
  if (item.kind === 'new') return t.newHome
  if (item.kind === 'status')
    return t.statusChange(statuses[item.previousStatus ?? ''] ?? item.previousStatus ?? '', statuses[item.home.status] ?? item.home.status)
  return t.priceChange(
    priceInWords(language, { price: item.previousPrice ?? 0, status: item.home.status }),
    priceInWords(language, item.home),
  )
}

function facts(language: Locale, home: AlertHome): string {
  const t = messagesFor(language).homes
  const agentT = messagesFor(language).agent
  return [
    home.beds ? `${home.beds} ${agentT.beds}` : '',
    home.baths ? `${home.baths} ${agentT.baths}` : '',
    home.livingArea ? format(t.sqft, { area: formatNumber(home.livingArea) }) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

const addressOf = (home: AlertHome) => `${home.address}, ${home.city}, ${home.state} ${home.zipcode ?? ''}`.trim()

export function alertEmail(input: AlertEmailInput): BuiltEmail {
  const t = alertMessages[input.language]
  const what = criteriaInWords(input.language, input.criteria)
  const cards = input.items.map((item) => {
    const photo = item.home.photoUrl
      ? `<a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.home.photoUrl)}" alt="${escapeHtml(addressOf(item.home))}" width="528" style="width:100%;max-width:528px;height:auto;border-radius:8px;display:block"></a>`
      : ''
    return (
      `<div style="border-top:1px solid #e3e6ea;padding:14px 0">${photo}` +
      `<p style="margin:8px 0 0;font-size:13px;color:#a14a00;font-weight:bold">${escapeHtml(itemNote(input.language, item))}</p>` +
      `<p style="margin:4px 0 0;font-size:18px;font-weight:bold">${escapeHtml(priceInWords(input.language, item.home))}</p>` +
      `<p style="margin:2px 0 0">${escapeHtml(facts(input.language, item.home))}</p>` +
      `<p style="margin:2px 0 0">${escapeHtml(addressOf(item.home))}</p>` +
      `<p style="margin:8px 0 0"><a href="${escapeHtml(item.url)}" style="color:#0b57d0">${escapeHtml(t.view)}</a></p></div>`
    )
  })
  const notice = input.backOff.kind === 'weekly' ? t.movedToWeekly : input.backOff.kind === 'stop' ? t.stopped : ''
  const bodyHtml =
    (notice ? `<p style="background:#fff4e5;border-radius:8px;padding:10px 12px">${escapeHtml(notice)}</p>` : '') +
    `<p style="color:#5b6573;margin:0 0 8px">${escapeHtml(what)}</p>${cards.join('')}` +
    (input.searchUrl
      ? `<p style="margin:12px 0 0"><a href="${escapeHtml(input.searchUrl)}" style="color:#0b57d0">${escapeHtml(t.searchAgain)}</a></p>`
      : '')
  const bodyText = [
    ...(notice ? [notice, ''] : []),
    what,
    '',
    ...input.items.flatMap((item) => [
      itemNote(input.language, item),
      `${priceInWords(input.language, item.home)} · ${facts(input.language, item.home)}`,
      addressOf(item.home),
      `${t.view}: ${item.url}`,
      '',
    ]),
    ...(input.searchUrl ? [`${t.searchAgain}: ${input.searchUrl}`] : []),
  ].join('\n')
  const { html, text } = publicEmail({
    language: input.language,
    agent: input.agent,
    title: input.criteria ? t.alertTitle : t.favouritesTitle,
    bodyHtml,
    bodyText,
    // After a move to weekly, the reason already names the new rhythm.
    reason: t.alertReason(input.agent.name, what, t.frequencies[input.backOff.kind === 'weekly' ? 'weekly' : input.frequency]),
    unsubscribeUrl: input.unsubscribeUrl,
    footerLinks: [[t.manage, input.manageUrl]],
  })
  const count = input.items.length
  return { subject: input.criteria ? t.alertSubject(count, what) : t.favouritesSubject(count), html, text }
}

export type BuyerLeadInput = {
  name: string
  email: string
  phone: string
  what: string
  frequency: AlertFrequency
  buyerLanguage: Locale
  adminUrl: string
}

/** To the agent, in the agent's language: a buyer confirmed their first alerts with them. */
export function buyerLeadEmail(language: Locale, lead: BuyerLeadInput): BuiltEmail {
  const t = alertMessages[language]
  const who = lead.name || lead.email
  const languages: Record<Locale, string> = { ko: '한국어', en: 'English', ja: '日本語' }
  const rows: [string, string][] = [
    [t.leadName, lead.name || '-'],
    [t.leadEmail, lead.email],
    ...(lead.phone ? ([[t.leadPhone, lead.phone]] as [string, string][]) : []),
    [t.leadFrequency, t.frequencies[lead.frequency]],
    [t.leadLanguage, languages[lead.buyerLanguage]],
  ]
  const paragraphs = [t.leadIntro(who, lead.what)]
  const links: [string, string][] = [[t.leadOpen, lead.adminUrl]]
  return {
    subject: t.leadSubject(who),
    html: layout(t.leadTitle, rows, paragraphs, links),
    text: plainText(t.leadTitle, rows, paragraphs, links),
  }
}
