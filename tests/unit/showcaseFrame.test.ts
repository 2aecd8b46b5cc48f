/** Which pages the landing's showcase may frame, and which frame it: nothing else changes (src/lib/security/showcaseFrame.ts). */
import { describe, expect, it } from 'vitest'

import { routeRequest } from '@/lib/requestRouting'
import { contentSecurityPolicy } from '@/lib/security/contentSecurityPolicy'
import { showcaseFrameAddress, showcaseFraming } from '@/lib/security/showcaseFrame'

const framingOf = (address: string, host = 'localhost:3000') => {
  const url = new URL(address, `http://${host}`)
  const decision = routeRequest({
    host,
    pathname: url.pathname,
    search: url.search,
    cookieLocale: 'ko',
    acceptLanguage: null,
    homeHosts: ['localhost'],
  })
  return showcaseFraming(decision, url.pathname, url.searchParams)
}

describe('showcase framing', () => {
  it.each(['/', '/en', '/ja-JP'])('the landing %s frames its showcase', (path) => expect(framingOf(path)).toBe('frames'))

  it.each(['/kim', '/en/kim', '/ja-JP/park'])("an agent's home page %s at the showcase's address may be framed", (path) =>
    expect(framingOf(showcaseFrameAddress(path))).toBe('framed'),
  )

  it.each([
    ['/kim', 'localhost:3000'],
    ['/kim/terms?showcase', 'localhost:3000'],
    ['/kim/homes?showcase', 'localhost:3000'],
    ['/login?showcase', 'localhost:3000'],
    ['/?showcase', 'kim.localhost:3000'],
    ['/homes?showcase', 'kim.localhost:3000'],
  ])('%s on %s may not', (path, host) => expect(framingOf(path, host)).toBeNull())

  it('changes the policy only as far as needed', () => {
    const framed = contentSecurityPolicy({ area: 'site', showcase: 'framed' })
    expect(framed).toContain("frame-ancestors 'self'")
    expect(framed).not.toContain("frame-src 'self'")
    const landing = contentSecurityPolicy({ area: 'site', showcase: 'frames' })
    expect(landing).toContain("frame-src 'self' https://www.youtube-nocookie.com")
    expect(landing).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy({ area: 'site' })).not.toContain("frame-src 'self'")
  })
})
