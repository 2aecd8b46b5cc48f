/**
 * How the landing's events reach Google's tag (src/lib/analytics.ts): gtag.js (a G- id) reads only
 * gtag() commands, which it finds in dataLayer as arguments objects after the `js` and `config`
 * commands; a GTM container and a page without a tag get plain { event } objects.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { prepareGoogleTag, track } from '@/lib/analytics/googleTag'

type TagWindow = { dataLayer?: unknown[]; gtag?: unknown }
const page = globalThis as unknown as TagWindow

const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]'
const commands = () => (page.dataLayer ?? []).filter(isArguments).map((entry) => Array.from(entry as ArrayLike<unknown>))

afterEach(() => {
  delete page.dataLayer
  delete page.gtag
})

describe('the landing events', () => {
  it('without a tag are plain dataLayer events', () => {
    track('lead_realtor_click_btn_cta', { device_type: 'mobile', location: 'hero' })
    expect(page.dataLayer).toEqual([{ event: 'lead_realtor_click_btn_cta', device_type: 'mobile', location: 'hero' }])
  })

  it('with a G- id are gtag event commands, after the page is configured for that id', () => {
    expect(prepareGoogleTag('G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    track('lead_realtor_view_home', { has_realtor_homepage: true })
    expect(page.dataLayer?.every(isArguments)).toBe(true)
    expect(commands()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST123'],
      ['event', 'lead_realtor_view_home', { has_realtor_homepage: true }],
    ])
  })

  it('with a G- id configure the page once, however often the tag is readied', () => {
    prepareGoogleTag('G-TEST123')
    prepareGoogleTag('G-TEST123')
    expect(commands().filter(([name]) => name === 'config')).toHaveLength(1)
  })

  it('with a GTM- id stay dataLayer events, after the container start', () => {
    expect(prepareGoogleTag('GTM-TEST123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123')
    track('lead_realtor_view_form')
    expect(page.gtag).toBeUndefined()
    expect(page.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }, { event: 'lead_realtor_view_form' }])
  })
})
