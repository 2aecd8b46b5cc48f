/**
 * The frame of every e-mail we send to a member of the public (a buyer's alerts, the acknowledgement
 * of a visitor's message, an agent's reply): it comes from the agent, so it shows the agent (name,
 * photo, a phone number that calls, KakaoTalk, their page), and it ends with what the law and
 * decency ask of such mail: why the reader gets it, the agent's business address, and a one-click
 * way to stop (CAN-SPAM; the List-Unsubscribe headers come from ./listUnsubscribe.ts).
 * The content between is the caller's: HTML built with ./html.ts's escaping, plus its text twin.
 */
import type { Locale } from '@/i18n/locales'

import { escapeHtml } from './html'

export type AgentCard = {
  name: string
  /** An absolute URL of the agent's photo, or none. */
  photoUrl?: string | null
  /** The number as people dial it, with its country code: "+1 213-555-0199". */
  phone?: string | null
  kakaoUrl?: string | null
  pageUrl: string
  businessAddress?: string | null
}

export type PublicEmailParts = {
  language: Locale
  agent: AgentCard
  title: string
  /** The message's own content, already escaped HTML (block elements). */
  bodyHtml: string
  bodyText: string
  /** One sentence: why this reader gets this e-mail. */
  reason: string
  unsubscribeUrl: string
  /** Extra footer links (e.g. "manage my alerts"), [label, absolute URL]. */
  footerLinks?: [string, string][]
}

const words: Record<Locale, { call: string; kakao: string; visit: string; unsubscribe: string; stop: string }> = {
  ko: { call: '전화하기', kakao: '카카오톡', visit: '홈페이지', unsubscribe: '수신 거부', stop: '이메일을 더 받지 않으려면' },
  en: { call: 'Call', kakao: 'KakaoTalk', visit: 'Website', unsubscribe: 'Unsubscribe', stop: 'To stop these e-mails' },
  ja: { call: '電話する', kakao: 'カカオトーク', visit: 'ホームページ', unsubscribe: '配信停止', stop: 'メールの受け取りを止めるには' },
}

/** A tel: link's target: digits and a leading +, nothing a mail client could misread. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function publicEmail(parts: PublicEmailParts): { html: string; text: string } {
  const w = words[parts.language]
  const { agent } = parts
  const contact: [string, string][] = [
    ...(agent.phone ? ([[`${w.call} ${agent.phone}`, telHref(agent.phone)]] as [string, string][]) : []),
    ...(agent.kakaoUrl ? ([[w.kakao, agent.kakaoUrl]] as [string, string][]) : []),
    [w.visit, agent.pageUrl],
  ]
  const link = ([label, href]: [string, string]) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 14px;margin:0 8px 8px 0;border:1px solid #c9ced6;border-radius:8px;color:#16202c;text-decoration:none">${escapeHtml(label)}</a>`
  const photo = agent.photoUrl
    ? `<img src="${escapeHtml(agent.photoUrl)}" alt="${escapeHtml(agent.name)}" width="56" height="56" style="border-radius:50%;object-fit:cover;vertical-align:middle;margin-right:12px">`
    : ''
  const footerLinks: [string, string][] = [...(parts.footerLinks ?? []), [w.unsubscribe, parts.unsubscribeUrl]]
  const html =
    `<!doctype html><html lang="${parts.language}"><body style="margin:0;background:#f4f5f7;font-family:sans-serif;line-height:1.5;color:#16202c">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<p style="margin:0 0 16px">${photo}<strong style="font-size:16px">${escapeHtml(agent.name)}</strong></p>` +
    `<div style="background:#ffffff;border-radius:12px;padding:20px">` +
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(parts.title)}</h1>${parts.bodyHtml}` +
    `<p style="margin:16px 0 0">${contact.map(link).join('')}</p></div>` +
    `<p style="font-size:12px;color:#5b6573;margin:16px 0 0">${escapeHtml(parts.reason)}` +
    (agent.businessAddress ? `<br>${escapeHtml(agent.name)} · ${escapeHtml(agent.businessAddress)}` : '') +
    `<br>${escapeHtml(w.stop)}: ${footerLinks.map(([label, href]) => `<a href="${escapeHtml(href)}" style="color:#5b6573">${escapeHtml(label)}</a>`).join(' · ')}</p>` +
    `</div></body></html>`
  const text = [
    agent.name,
    '',
    parts.title,
    '',
    parts.bodyText.trim(),
    '',
    ...contact.map(([label, href]) => `${label}: ${href.startsWith('tel:') ? agent.phone : href}`),
    '',
    '--',
    parts.reason,
    ...(agent.businessAddress ? [`${agent.name} · ${agent.businessAddress}`] : []),
    ...footerLinks.map(([label, href]) => `${label}: ${href}`),
  ].join('\n')
  return { html, text: `${text}\n` }
}
