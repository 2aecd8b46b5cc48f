import { describe, expect, it } from 'vitest'

import { cleanPath, referrerDomain } from '@/lib/analytics/events'
import { pageKindOf, pageViewEvents, pathInSite } from '@/lib/analytics/siteEvents'
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
    const today = visitorHash('salt-1', '203.0.113.9', 'Chrome')
    expect(today).toBe(visitorHash('salt-1', '203.0.113.9', 'Chrome'))
    expect(visitorHash('salt-2', '203.0.113.9', 'Chrome')).not.toBe(today)
    expect(visitorHash('salt-1', '203.0.113.10', 'Chrome')).not.toBe(today)
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
