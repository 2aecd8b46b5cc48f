import type { Messages } from '@/i18n/messages'
import { internationalPhone } from '@/lib/countries'
import { checkHttpUrl } from '@/lib/validation/rules'
import type { Realtor } from '@/payload-types'

export type ContactAction = { kind: 'call' | 'text' | 'kakao' | 'contact'; label: string; href: string; external?: boolean }

/** Only http(s) links from agents become links (no javascript: URLs). */
export const safeHref = (url: string | null | undefined) => (url && !checkHttpUrl(url) ? url : null)

/**
 * The ways to reach an agent in one tap, best first: call, text (KakaoTalk instead when they have it,
 * as their Korean-speaking clients expect), and the contact form.
 */
export function contactActions(realtor: Realtor, contactHref: string, t: Messages['agent']): ContactAction[] {
  const phone = realtor.contactPhone ? internationalPhone(realtor.contactPhoneCountry, realtor.contactPhone) : null
  const kakao = safeHref(realtor.kakaoLink)
  const actions: ContactAction[] = []
  if (phone) actions.push({ kind: 'call', label: t.call, href: `tel:${phone}` })
  if (kakao) actions.push({ kind: 'kakao', label: t.kakao, href: kakao, external: true })
  else if (phone) actions.push({ kind: 'text', label: t.text, href: `sms:${phone}` })
  actions.push({ kind: 'contact', label: t.contactMe, href: contactHref })
  return actions
}
