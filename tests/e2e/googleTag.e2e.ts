/**
 * A G- id in site settings, as the company's analyst sees it in Google Analytics 4: the landing's page
 * view is recorded for that id, and so is a click on the call to action, with its device type and place.
 * The browser cannot reach Google, so gtag.js and the collect endpoint are stand-ins. The stand-in reads
 * dataLayer as gtag.js does: only gtag() commands (arguments objects) count, a plain { event } object is
 * skipped, and nothing is recorded for an id no `config` command named. Collect requests leave the page
 * only if the page's Content-Security-Policy allows them.
 */
import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './credentials'
import { hydrated } from './helpers'

const gtagStandIn = `(function () {
  var layer = (window.dataLayer = window.dataLayer || [])
  var ids = []
  function send(name, params) {
    ids.forEach(function (tid) {
      var query = 'v=2&tid=' + encodeURIComponent(tid) + '&en=' + encodeURIComponent(name)
      for (var key in params || {}) query += '&ep.' + encodeURIComponent(key) + '=' + encodeURIComponent(String(params[key]))
      fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' })
    })
  }
  function run(command) {
    if (Object.prototype.toString.call(command) !== '[object Arguments]') return
    if (command[0] === 'config') {
      ids.push(command[1])
      send('page_view', {})
    }
    if (command[0] === 'event') send(command[1], command[2])
  }
  layer.forEach(run)
  var push = layer.push
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i])
    return push.apply(layer, arguments)
  }
})()`

// GA4 collects on www.google-analytics.com and on regional hosts (region1.google-analytics.com, …analytics.google.com).
const collect = /^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|analytics\.google\.com)\/g\/collect/

const widths = [
  { device: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { device: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const

for (const { device, use } of widths) {
  test.describe(`${device} (${use.viewport.width} px)`, () => {
    test.use(use)

    test('with a G- id, GA4 records the landing page view and the call-to-action click', async ({ page, request }) => {
      const login = await request.post('/api/users/login', { data: E2E_ADMIN })
      const headers = { Authorization: `JWT ${(await login.json()).token}` }
      const setTag = (tagManagerId: string | null) => request.post('/api/globals/site-settings', { headers, data: { tagManagerId } })
      expect((await setTag('G-TEST123')).status()).toBe(200)
      try {
        const hits: URLSearchParams[] = []
        await page.route('https://www.googletagmanager.com/gtag/js*', (route) =>
          route.fulfill({ body: gtagStandIn, contentType: 'text/javascript' }),
        )
        await page.route(collect, (route) => {
          hits.push(new URL(route.request().url()).searchParams)
          return route.fulfill({ status: 204 })
        })
        const recorded = (event: string) =>
          hits
            .filter((hit) => hit.get('en') === event)
            .map((hit) => ({ tid: hit.get('tid'), device_type: hit.get('ep.device_type'), location: hit.get('ep.location') }))

        await page.goto('/')
        await hydrated(page)
        await expect.poll(() => recorded('page_view')).toEqual([{ tid: 'G-TEST123', device_type: null, location: null }])

        await page.locator('.hero .button').click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect
          .poll(() => recorded('lead_realtor_click_btn_cta'))
          .toEqual([{ tid: 'G-TEST123', device_type: device, location: 'hero' }])
        await expect.poll(() => recorded('lead_realtor_view_form').map((hit) => hit.tid)).toEqual(['G-TEST123'])
      } finally {
        await setTag(null)
      }
    })
  })
}
