/** The plain scripts of public pages behave like the rules they stand in for (src/lib/inlineScripts.ts). */
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { cookieValueOf, LOCALE_COOKIE, localizedPath, parseLocalePath } from '@/i18n/routing'
import { languageMenuScript } from '@/lib/inlineScripts'

/** Runs the menu script against a stand-in document (holding `cookies`) on `pathname`; what it wrote. */
function load(pathname: string, cookies = '', code: Locale = 'ko') {
  const listeners: Record<string, (event: unknown) => void> = {}
  const result = { assigned: '', cookie: '', listeners }
  const option = {
    getAttribute: () => code,
    closest: (selector: string) => (selector.includes('data-locale') ? option : null),
  }
  const document = {
    get cookie() {
      return cookies
    },
    set cookie(value: string) {
      result.cookie = value
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    querySelectorAll: () => [],
  }
  const location = { pathname, search: '?q=1', hash: '', assign: (url: string) => (result.assigned = url) }
  new Function('document', 'location', languageMenuScript)(document, location)
  return { result, option }
}

/** Chooses `code` in the menu on `pathname` (cookie already the spec's value, so only the choice writes it). */
function choose(pathname: string, code: Locale): { assigned: string; cookie: string } {
  const { result, option } = load(pathname, `${LOCALE_COOKIE}=ko`, code)
  result.listeners.click!({ target: option })
  return result
}

describe('languageMenuScript', () => {
  it('opens the same address in the chosen locale, as localizedPath(parseLocalePath()) would, and sets the cookie', () => {
    for (const path of ['/', '/terms', '/kim', '/kim/terms', '/en', '/en/kim/terms', '/ja-JP/kim', '/ko/terms', '/EN/kim']) {
      for (const { code } of locales) {
        const { assigned, cookie } = choose(path, code)
        expect(assigned, `${path} -> ${code}`).toBe(`${localizedPath(code, parseLocalePath(path).rest)}?q=1`)
        expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=${cookieValueOf(code)}; max-age=\\d+; path=/; samesite=lax$`))
      }
    }
  })
})

describe('the locale remembered on the first visit', () => {
  const written = (pathname: string, cookies: string) => load(pathname, cookies).result.cookie

  it("gives a visitor without the cookie the page's locale, as the server did", () => {
    for (const { code } of locales) {
      for (const rest of ['/', '/kim', '/kim/listings/12']) {
        const path = localizedPath(code, rest)
        expect(written(path, ''), path).toBe(`${LOCALE_COOKIE}=${cookieValueOf(code)}; max-age=31536000; path=/; samesite=lax`)
        expect(written(path, `theme=dark; ${LOCALE_COOKIE}=zz`), path).toContain(`${LOCALE_COOKIE}=${cookieValueOf(code)};`)
      }
    }
  })

  it("keeps a visitor's choice on a page of another locale, and writes an old spelling as the spec's value", () => {
    expect(written('/ja-JP/kim', `${LOCALE_COOKIE}=en`)).toBe('')
    expect(written('/kim', `a=1; ${LOCALE_COOKIE}=ja-JP; b=2`)).toBe('')
    expect(written('/en/kim', `${LOCALE_COOKIE}=ja`)).toContain(`${LOCALE_COOKIE}=ja-JP;`)
    expect(written('/en/kim', `${LOCALE_COOKIE}=KO`)).toContain(`${LOCALE_COOKIE}=ko;`)
  })
})
