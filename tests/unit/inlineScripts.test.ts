/** The plain scripts of public pages behave like the rules they stand in for (src/lib/inlineScripts.ts). */
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { cookieValueOf, LOCALE_COOKIE, localizedPath, parseLocalePath } from '@/i18n/routing'
import { languageMenuScript } from '@/lib/inlineScripts'

/** Runs the menu script against a stand-in document and chooses `code` on `pathname`. */
function choose(pathname: string, code: Locale): { assigned: string; cookie: string } {
  const listeners: Record<string, (event: unknown) => void> = {}
  const result = { assigned: '', cookie: '' }
  const option = {
    getAttribute: () => code,
    closest: (selector: string) => (selector.includes('data-locale') ? option : null),
  }
  const document = {
    set cookie(value: string) {
      result.cookie = value
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    querySelectorAll: () => [],
  }
  const location = { pathname, search: '?q=1', hash: '', assign: (url: string) => (result.assigned = url) }
  new Function('document', 'location', languageMenuScript)(document, location)
  listeners.click!({ target: option })
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
