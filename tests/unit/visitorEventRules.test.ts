import { describe, expect, it } from 'vitest'

import { cleanPath, eventRow, referrerDomain } from '@/lib/analytics/events'
import { pageKindOf, pathInSite } from '@/lib/analytics/pages'
import { arrivalOf, countEvent, pageViewEvents, takeWaitingBodies } from '@/lib/analytics/siteEvents'
import { deviceClassOf, isRobot, visitorHash } from '@/lib/analytics/visitors'

describe('the page a view was of', () => {
  it('is read from the path inside the site, on the platform and on an agent domain, in every language', () => {
    expect(pathInSite('/en/kim/listings/a1', '/en/kim')).toBe('/listings/a1')
    expect(pathInSite('/kim', '/kim')).toBe('/')
    expect(pathInSite('/ja-JP/homes', '/ja-JP')).toBe('/homes')
    expect(pathInSite('/homes', '/')).toBe('/homes')
    // Another agent whose address starts the same is not this agent's page.
    expect(pathInSite('/kimberly', '/kim')).toBe('/kimberly')
    expect(pageKindOf('/', true)).toBe('home')
    expect(pageKindOf('/', false)).toBe('landing')
    expect(pageKindOf('/homes/', true)).toBe('homes')
    expect(pageKindOf('/listings/a1', true)).toBe('listing')
    expect(pageKindOf('/terms/privacy', false)).toBe('legal')
    expect(pageKindOf('/alerts/confirm', true)).toBe('alerts')
    expect(pageKindOf('/areas/irvine-woodbridge', true)).toBe('area')
    expect(pageKindOf('/blog', true)).toBe('blog')
    expect(pageKindOf('/blog/what-15m-buys', true)).toBe('post')
    expect(pageKindOf('/reviews/', true)).toBe('reviews')
    expect(pageKindOf('/blog/a/b', true)).toBe('other')
    expect(pageKindOf('/nothing', true)).toBe('other')
  })

  it('makes a homes page a search and a listing page a listing view', () => {
    expect(pageViewEvents('/homes', true, 'ko').map((event) => event.kind)).toEqual(['page_view', 'search'])
    expect(pageViewEvents('/listings/OC%2012', true, 'en')[1]).toEqual({ kind: 'listing_view', listing: 'OC 12', locale: 'en' })
    expect(pageViewEvents('/', true, 'ja')).toHaveLength(1)
  })
})

describe('who is counted', () => {
  it('leaves robots, scripts and headless browsers out and people in', () => {
    for (const agent of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'HeadlessChrome/142',
      'curl/8.5',
      'Chrome-Lighthouse',
      '',
      null,
    ]) {
      expect(isRobot(agent), String(agent)).toBe(true)
    }
    // A phone brand and a messenger's own browser are people; the messenger's link-preview robot is not.
    expect(isRobot('Mozilla/5.0 (Linux; Android 12; CUBOT X50) AppleWebKit/537.36 Chrome/142 Mobile Safari/537.36')).toBe(false)
    expect(
      isRobot('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/142 Mobile Safari/537.36 Telegram-Android/11.2.0'),
    ).toBe(false)
    expect(isRobot('TelegramBot (like TwitterBot)')).toBe(true)
    expect(isRobot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(false)
    expect(isRobot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0.0.0 Safari/537.36')).toBe(false)
  })

  it('tells phones, tablets and computers apart', () => {
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/142 Mobile Safari/537.36')).toBe('mobile')
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/142 Safari/537.36')).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X)')).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15')).toBe('desktop')
  })

  it('hashes a visitor so that another salt gives an unrelated value', () => {
    const today = visitorHash('secret', 'salt-1', '203.0.113.9', 'Chrome')
    expect(today).toBe(visitorHash('secret', 'salt-1', '203.0.113.9', 'Chrome'))
    expect(visitorHash('secret', 'salt-2', '203.0.113.9', 'Chrome')).not.toBe(today)
    expect(visitorHash('secret', 'salt-1', '203.0.113.10', 'Chrome')).not.toBe(today)
    // The database's salt alone does not reproduce it: the server's secret is part of the key.
    expect(visitorHash('another secret', 'salt-1', '203.0.113.9', 'Chrome')).not.toBe(today)
  })
})

describe('where a visit came from', () => {
  it('is the referring domain without www, never the site itself or a strange address', () => {
    expect(referrerDomain('https://www.google.co.kr/search?q=x', 'kim.example.com')).toBe('google.co.kr')
    expect(referrerDomain('https://kim.example.com/homes', 'kim.example.com:443')).toBeNull()
    expect(referrerDomain('android-app://com.google.android.gm/', null)).toBeNull()
    expect(referrerDomain('not a url', null)).toBeNull()
    expect(cleanPath('/homes?city=Irvine#top')).toBe('/homes')
    expect(cleanPath('homes')).toBe('/homes')
  })
})

describe('what the server keeps of an event', () => {
  const context = { at: new Date('2026-11-28T10:00:00Z'), realtor: 7, visitor: 'v', device: 'mobile' as const, ownHost: 'localhost:3000' }

  it('decides the kind of page from the path, not from what the sender says', () => {
    expect(eventRow({ kind: 'page_view', page: 'landing', path: '/listings/a1' }, context)).toMatchObject({
      page: 'listing',
      path: '/listings/a1',
    })
    // A path of no page of ours is counted as a view, without keeping the made-up path.
    expect(eventRow({ kind: 'page_view', page: 'home', path: '/wp-admin/setup.php' }, context)).toMatchObject({ page: 'other', path: null })
  })

  it('keeps only listing ids shaped like the addresses carry them', () => {
    expect(eventRow({ kind: 'listing_view', listing: 'irvine-sale-1' }, context).listing).toBe('irvine-sale-1')
    expect(eventRow({ kind: 'listing_view', listing: '<script>' }, context).listing).toBeNull()
  })
})

describe('the page side', () => {
  it('gives the first view of a visit its referrer and campaign', () => {
    expect(arrivalOf('https://www.google.com/', '?utm_source=naver&utm_medium=cpc&utm_campaign=fall%20open%20house&x=1')).toEqual({
      referrer: 'https://www.google.com/',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'fall open house',
    })
    expect(arrivalOf('', '')).toEqual({ referrer: undefined, utmSource: undefined, utmMedium: undefined, utmCampaign: undefined })
  })

  it('hands a visitor who leaves early their waiting events as beacons, one per site, and honours Global Privacy Control', () => {
    const target = globalThis as unknown as { siteEvents?: unknown; navigator?: unknown }
    const navigatorBefore = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
    try {
      delete target.siteEvents
      countEvent(3, { kind: 'page_view', path: '/' })
      countEvent(3, { kind: 'search' })
      countEvent(null, { kind: 'lead' })
      expect(takeWaitingBodies().map((body) => JSON.parse(body))).toEqual([
        { site: 3, events: [{ kind: 'page_view', path: '/' }, { kind: 'search' }] },
        { site: null, events: [{ kind: 'lead' }] },
      ])
      expect(takeWaitingBodies()).toEqual([])
      Object.defineProperty(globalThis, 'navigator', { value: { globalPrivacyControl: true }, configurable: true })
      countEvent(3, { kind: 'page_view', path: '/' })
      expect(takeWaitingBodies()).toEqual([])
    } finally {
      if (navigatorBefore) Object.defineProperty(globalThis, 'navigator', navigatorBefore)
      else delete target.navigator
      delete target.siteEvents
    }
  })
})
