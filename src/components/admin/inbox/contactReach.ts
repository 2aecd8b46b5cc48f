/** How to reach a visitor, shared by a contact's card and the list column: the number as written and its tel: link. */
import type { CSSProperties } from 'react'

import { internationalPhone, phoneCountries } from '@/lib/countries'

export type Reachable = { phone?: string | null; phoneCountryCode?: string | null; email?: string | null }

export function phoneOf({ phone, phoneCountryCode }: Reachable): { text: string; href: string } | null {
  if (!phone) return null
  const dial = phoneCountries.find((c) => c.iso === phoneCountryCode)?.dial
  return { text: dial ? `${dial} ${phone}` : phone, href: `tel:${internationalPhone(phoneCountryCode, phone)}` }
}

export const mailOf = ({ email }: Reachable) => (email ? { text: email, href: `mailto:${email}` } : null)

/** Big enough to hit with a thumb (44 px), readable (16 px), and long addresses wrap instead of widening the page. */
export const tapTarget: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: 16,
  color: 'var(--theme-text)',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
}
