/**
 * The spec's validation helpers (section 5) plus the content model's own rules.
 * Each check answers null when the value is fine, else the key of a message in
 * ./messages.ts. Framework-free: the admin fields and the public forms share them.
 */
import type { PhoneCountry } from '../countries'
import { reservedSlugs } from '../reservedPaths'
import { hasControlCharacters } from './plainText'

export type RuleKey =
  | 'phone'
  | 'phoneChars'
  | 'slug'
  | 'slugReserved'
  | 'contentSlug'
  | 'email'
  | 'url'
  | 'httpUrl'
  | 'unsafeLink'
  | 'passwordLength'
  | 'passwordVariety'
  | 'videoUrl'
  | 'date'
  | 'flag'
  | 'hexColor'
  | 'tagManagerId'
  | 'hostname'
  | 'zipcode'
  | 'oneLine'

export type Check = (value: string) => RuleKey | null

/** Digits required after removing dashes: 10 for US numbers, 11 elsewhere (spec). */
export function phoneDigitsFor(country: PhoneCountry | string | undefined): number {
  return country === 'US' ? 10 : 11
}

export function checkPhone(value: string, country: PhoneCountry | string | undefined): RuleKey | null {
  if (!/^[0-9-]+$/.test(value)) return 'phoneChars'
  return value.replace(/-/g, '').length === phoneDigitsFor(country) ? null : 'phone'
}

/**
 * A number typed the US way under Korea or Japan, the defaults of the Korean and Japanese pages: 10 digits
 * (their rule wants 11) starting with 2-9 like every US area code (their own 10-digit landlines start with
 * 0). Most visitors live in the US, so the forms offer US +1; the rule above stays as the spec has it.
 */
export function looksLikeUsPhone(value: string, country: PhoneCountry | string | undefined): boolean {
  if (country !== 'KR' && country !== 'JP') return false
  const digits = value.replace(/-/g, '')
  return /^[0-9-]+$/.test(value) && digits.length === phoneDigitsFor('US') && /^[2-9]/.test(digits)
}

/** Keeps only digits and hyphens, as the lead form's phone input does while typing. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^0-9-]/g, '')
}

export const checkSlug: Check = (value) => {
  if (!/^[A-Za-z_-]+$/.test(value)) return 'slug'
  return reservedSlugs.includes(value.toLowerCase()) ? 'slugReserved' : null
}

export const checkEmail: Check = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'email')

/** Optional scheme, host, optional port and path (spec's URL helper). */
export const checkUrl: Check = (value) =>
  /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/.test(value) ? null : 'url'

/** Links we render for visitors: http(s) only, so no javascript: or data: URLs. */
export const checkHttpUrl: Check = (value) => {
  if (!/^https?:\/\//i.test(value)) return 'httpUrl'
  try {
    new URL(value)
    return null
  } catch {
    return 'httpUrl'
  }
}

export const videoUrlPrefixes = ['https://www.youtube.com/', 'https://youtu.be/']

export const checkVideoUrl: Check = (value) =>
  videoUrlPrefixes.some((prefix) => value.startsWith(prefix) && value.length > prefix.length) ? null : 'videoUrl'

export const checkDate: Check = (value) => (/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value) ? null : 'date')

export const checkFlag: Check = (value) => (value === 'Y' || value === 'N' ? null : 'flag')

export const checkHexColor: Check = (value) => (/^#[0-9A-Fa-f]{6}$/.test(value) ? null : 'hexColor')

export const checkTagManagerId: Check = (value) => (/^(GTM|G)-[A-Z0-9]+$/.test(value) ? null : 'tagManagerId')

/** A bare host name such as kim-realty.com: labels of letters, digits and hyphens. */
export const checkHostname: Check = (value) => {
  if (value.length > 253) return 'hostname'
  const label = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/
  const labels = value.split('.')
  return labels.length >= 2 && labels.every((part) => label.test(part)) ? null : 'hostname'
}

export const checkZipcode: Check = (value) => (/^\d{5}$/.test(value) ? null : 'zipcode')

/**
 * The last part of a neighbourhood page's or blog post's address: lower-case letters, digits and
 * single hyphens, at most 80 characters, so the address is the same in every language.
 */
export const checkContentSlug: Check = (value) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80 ? null : 'contentSlug')

/** A name or title edited in the admin: one line, no control characters or bidi overrides (./plainText.ts). */
export const checkOneLine: Check = (value) => (hasControlCharacters(value, false) ? 'oneLine' : null)
