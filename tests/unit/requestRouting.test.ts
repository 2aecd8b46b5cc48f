import { describe, expect, it } from 'vitest'

import { cookieValueOf, localeOfCookie, localeRedirect, localizedPath, negotiateLocale, parseLocalePath } from '@/i18n/routing'
import { hostName, isHomeHost, parseHomeHosts, parseSiteSegment } from '@/lib/hosts'
import { routeRequest, type RouteInput } from '@/lib/requestRouting'
import { safeReturnPath } from '@/lib/returnPath'
import { isProbizAllowed } from '@/lib/probiz'
import { chunkReloadGuardScript } from '@/lib/inlineScripts'

const homeHosts = parseHomeHosts(undefined)
const route = (input: Partial<RouteInput>) =>
  routeRequest({ host: 'localhost:3000', pathname: '/', acceptLanguage: null, homeHosts, ...input })

describe('locale paths', () => {
  it.each([
    ['/', 'ko', false, '/'],
    ['/terms', 'ko', false, '/terms'],
    ['/en', 'en', true, '/'],
    ['/en/kim/terms', 'en', true, '/kim/terms'],
    ['/ja-JP/terms', 'ja', true, '/terms'],
    ['/JA-jp/terms', 'ja', true, '/terms'],
    ['/ja/terms', 'ko', false, '/ja/terms'],
  ])('%s -> %s (prefixed %s, rest %s)', (path, locale, prefixed, rest) => {
    expect(parseLocalePath(path)).toMatchObject({ locale, prefixed, rest })
  })

  it('builds public paths with the right prefix', () => {
    expect(localizedPath('ko', '/terms')).toBe('/terms')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('ja', '/kim')).toBe('/ja-JP/kim')
  })
})

describe('Accept-Language negotiation', () => {
  it.each([
    [null, 'ko'],
    ['', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['ja', 'ja'],
    ['fr-FR,ja;q=0.5,en;q=0.8', 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['de-DE', 'ko'],
    ['en;q=0,ja;q=0.1', 'ja'],
  ])('%s -> %s', (header, locale) => expect(negotiateLocale(header)).toBe(locale))
})

describe('locale redirects', () => {
  it('sends /ko/... to the unprefixed path with 308', () => {
    expect(localeRedirect('/ko/terms', undefined, null)).toMatchObject({ redirectTo: '/terms', status: 308 })
    expect(localeRedirect('/ko', 'en', 'en')).toMatchObject({ redirectTo: '/', status: 308 })
  })
  it('first visit: the browser language picks the prefix', () => {
    expect(localeRedirect('/terms', undefined, 'en-US').redirectTo).toBe('/en/terms')
    expect(localeRedirect('/', undefined, 'ja-JP').redirectTo).toBe('/ja-JP')
    expect(localeRedirect('/terms', undefined, 'ko-KR').redirectTo).toBeNull()
  })
  it('afterwards the cookie decides', () => {
    expect(localeRedirect('/terms', 'ko', 'en-US').redirectTo).toBeNull()
    expect(localeRedirect('/terms', 'ja', 'ko-KR').redirectTo).toBe('/ja-JP/terms')
    expect(localeRedirect('/terms', 'klingon', 'en').redirectTo).toBe('/en/terms')
  })
  it("the cookie's Japanese value is the spec's ja-JP; the ja this site once wrote still counts", () => {
    for (const value of ['ja-JP', 'ja-jp', 'ja']) {
      expect(localeRedirect('/terms', value, 'ko-KR').redirectTo, value).toBe('/ja-JP/terms')
    }
    expect(localeOfCookie('ja')).toBe('ja')
    expect(localeOfCookie('EN')).toBe('en')
    expect(localeOfCookie('ja-KR')).toBeUndefined()
    expect(cookieValueOf('ja')).toBe('ja-JP')
    expect(cookieValueOf('ko')).toBe('ko')
  })
  it('an explicit prefix is always served', () => {
    expect(localeRedirect('/en/terms', 'ja', 'ko').redirectTo).toBeNull()
  })
})

describe('hosts', () => {
  it('HOME_HOSTS defaults to localhost and 127.0.0.1, ports ignored', () => {
    expect(homeHosts).toEqual(['localhost', '127.0.0.1'])
    expect(isHomeHost('localhost:3000', homeHosts)).toBe(true)
    expect(isHomeHost('127.0.0.1', homeHosts)).toBe(true)
    expect(isHomeHost('kim.localhost:3000', homeHosts)).toBe(false)
    expect(parseHomeHosts(' Realtor.Example.com , dev.realtor.example.com:8080')).toEqual([
      'realtor.example.com',
      'dev.realtor.example.com',
    ])
    expect(hostName('[::1]:3000')).toBe('[::1]')
  })

  it('a site segment names a desiredUrl or, with ~, a custom domain', () => {
    expect(parseSiteSegment('Kim')).toEqual({ desiredUrl: 'kim' })
    expect(parseSiteSegment('~kim.localhost')).toEqual({ customDomain: 'kim.localhost' })
    expect(parseSiteSegment('%7Ekim.localhost')).toEqual({ customDomain: 'kim.localhost' })
  })
})

describe('root shell (spec section 2)', () => {
  it('home host, no desiredUrl: the landing page in each locale', () => {
    expect(route({ pathname: '/' })).toEqual({ kind: 'rewrite', path: '/ko', locale: 'ko', site: 'landing' })
    expect(route({ pathname: '/en' })).toMatchObject({ path: '/en', site: 'landing' })
    expect(route({ pathname: '/ja-JP' })).toMatchObject({ path: '/ja', site: 'landing' })
  })
  it('home host with a desiredUrl: that agent', () => {
    expect(route({ pathname: '/kim' })).toMatchObject({ path: '/ko/kim', site: 'agent' })
    expect(route({ pathname: '/en/kim/terms', search: '?a=1' })).toMatchObject({ path: '/en/kim/terms?a=1', site: 'agent' })
  })
  it('home host platform pages, /terms included', () => {
    for (const page of ['/terms', '/terms/privacy', '/login', '/login/redirect', '/agreement', '/process']) {
      expect(route({ pathname: page })).toMatchObject({ path: `/ko${page}`, site: 'platform' })
    }
  })
  it('/en/admin and /ja-JP/admin lead to the one admin', () => {
    expect(route({ pathname: '/en/admin' })).toEqual({ kind: 'redirect', location: '/admin', status: 307 })
  })
  it('any other host: the agent is found by the request host, /terms included', () => {
    expect(route({ host: 'kim.localhost:3000', pathname: '/' })).toMatchObject({ path: '/ko/~kim.localhost', site: 'agent' })
    expect(route({ host: 'Kim-Realty.com', pathname: '/en/terms' })).toMatchObject({ path: '/en/~kim-realty.com/terms' })
  })
  it('the internal domain segment cannot be asked for directly', () => {
    expect(route({ pathname: '/~kim.localhost' })).toEqual({ kind: 'notFound', locale: 'ko' })
    expect(route({ pathname: '/en/%7Ekim.localhost' })).toEqual({ kind: 'notFound', locale: 'en' })
  })
  it.each([
    '/%7ekim.localhost',
    '/%257Ekim.localhost',
    '/%25257ekim.localhost',
    '/en/~kim.localhost/terms',
    '/ja-JP/%7Ekim.localhost/login/redirect',
    '/./~kim.localhost',
    '/kim/../~kim.localhost',
    '/kim/%2e%2e/%7Ekim.localhost',
    '/x%2F~kim.localhost',
    '/x%2f%257ekim.localhost',
    '/%7',
  ])('refuses the internal segment in the form %s', (pathname) => {
    expect(route({ pathname }).kind).toBe('notFound')
  })
  it('locale redirects come before the site decision and keep the query', () => {
    expect(route({ pathname: '/kim', search: '?x=1', acceptLanguage: 'ja' })).toEqual({
      kind: 'redirect',
      location: '/ja-JP/kim?x=1',
      status: 307,
    })
  })
})

describe('small rules', () => {
  it('login return paths stay on this site (the full list: returnPath.test.ts)', () => {
    expect(safeReturnPath('/en/process')).toBe('/en/process')
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '', null]) expect(safeReturnPath(bad)).toBeNull()
  })
  it('probiz is for equityrealty only', () => {
    expect(isProbizAllowed('equityrealty')).toBe(true)
    expect(isProbizAllowed('kim')).toBe(false)
    expect(isProbizAllowed(undefined)).toBe(false)
  })
  it('the chunk guard reloads at most once per 10 s for a path', () => {
    const reloads: number[] = []
    const listeners: Record<string, (event: unknown) => void> = {}
    const store = new Map<string, string>()
    let now = 1_000_000
    const window = {
      location: { pathname: '/terms', reload: () => reloads.push(now) },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    }
    const fail = () => listeners.error({ target: { src: 'http://x/_next/static/chunks/a.js' } })
    const realNow = Date.now
    Date.now = () => now
    try {
      new Function('window', chunkReloadGuardScript)(window)
      fail()
      now += 9_999
      fail()
      now += 1
      fail()
      listeners.error({ target: { src: 'http://x/other.js' } })
    } finally {
      Date.now = realNow
    }
    expect(reloads).toEqual([1_000_000, 1_010_000])
  })
})
