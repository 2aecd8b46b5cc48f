import http from 'node:http'

import { expect, test } from '@playwright/test'

const onHost = (baseURL: string, host: string, path = '/') => {
  const url = new URL(path, baseURL)
  url.hostname = host
  return url.toString()
}

test('an agent custom domain serves their homepage at / and below it', async ({ page, baseURL }) => {
  const response = await page.goto(onHost(baseURL!, 'kim.localhost'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('김하나')
  await page.goto(onHost(baseURL!, 'kim.localhost', '/en'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hana Kim')
  await page.goto(onHost(baseURL!, 'kim.localhost', '/en/terms'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
})

test('an unknown host answers the 404 page', async ({ page, baseURL }) => {
  const response = await page.goto(onHost(baseURL!, 'nobody-here.localhost'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('.error-page__status')).toContainText('Page Not Found')
})

test('agent pages by desiredUrl; unknown agents and retired sample pages are 404', async ({ page }) => {
  expect((await page.goto('/park'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('박민수')
  for (const path of ['/nobody-at-all', '/kim/gsap_sample', '/kim/pinia_sample', '/en/park/unknown-page']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test.describe('probiz', () => {
  test('is open to equityrealty only, after login', async ({ page }) => {
    await page.goto('/equityrealty/probiz')
    await expect(page).toHaveURL(/\/equityrealty\/login\?next=%2Fequityrealty%2Fprobiz$/)
  })

  test('any other agent is sent to /', async ({ page }) => {
    await page.goto('/kim/probiz')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/en/park/probiz/reports')
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown agent is a 404 before any redirect', async ({ page }) => {
    expect((await page.goto('/nobody-at-all/probiz'))?.status()).toBe(404)
  })
})

/** A plain HTTP GET with a chosen Host header (browsers and fetch will not send one). */
function getWithHost(baseURL: string, host: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { Host: host, 'Accept-Language': 'ko' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

test('the Host header alone selects the site', async ({ baseURL }) => {
  const agent = await getWithHost(baseURL!, 'kim.localhost', '/en')
  expect(agent.status).toBe(200)
  expect(agent.body).toContain('Hana Kim')
  const unknown = await getWithHost(baseURL!, 'unknown-agent.example.com', '/')
  expect(unknown.status).toBe(404)
  const platform = await getWithHost(baseURL!, '127.0.0.1', '/en')
  expect(platform.body).toContain('Built for Realtors')
  // A Host that is no host name cannot steer the rewrite to another agent's page.
  const steered = await getWithHost(baseURL!, 'evil.example/../park', '/en')
  expect(steered.status).toBe(400)
  expect(steered.body).not.toContain('<html')
})

test('an agent page is canonical on their own domain', async ({ page, baseURL }) => {
  await page.goto('/en/kim/terms')
  const port = new URL(baseURL!).port
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://kim.localhost:${port}/en/terms`)
  await page.goto('/en/park')
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/en/park`)
})
