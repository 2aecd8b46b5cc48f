/**
 * The HTTP edge of the production server (runtime/server/main.ts in front of Next):
 * - every HTML page gets its CSP and frame rules whatever its path looks like (dots too);
 * - the internal site segment (/~host, the proxy's rewrite target for agents' domains) is
 *   refused from outside in every spelling, sent as raw bytes so nothing normalises it first;
 * - rate limits count the socket's address, not a client-sent X-Forwarded-For;
 * - robots.txt never echoes the Host.
 */
import http from 'node:http'

import { expect, test } from '@playwright/test'
import pg from 'pg'

test.use({ locale: 'ko-KR' })

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** GET with the path sent exactly as written (no URL parsing, no dot-segment removal). */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path, method: 'GET', headers: { 'Accept-Language': 'ko', ...headers } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

const expectPagePolicy = (headers: http.IncomingHttpHeaders) => {
  // The cached pages' policy: script hashes, no nonce (runtime/server/cspHashes.ts).
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')* https:\/\/www\.googletagmanager\.com/)
  expect(headers['content-security-policy']).not.toMatch(/nonce-|unsafe-eval|inline-script-hashes/)
  expect(
    String(headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src ')),
  ).not.toContain('unsafe-inline')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
}

test.describe('every HTML response carries the page policy', () => {
  for (const path of ['/kim.html', '/en/kim/terms.html', '/kim/photo.jpg', '/login.php', '/ja-JP/x.y/z.w', '/_next/..%2fkim']) {
    test(path, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, path)
      expect(response.status).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      expectPagePolicy(response.headers)
    })
  }
})

test.describe('the internal site segment is refused from outside', () => {
  const forms = [
    '/~kim.localhost',
    '/en/~kim.localhost',
    '/~kim.localhost/terms',
    '/ja-JP/~kim.localhost/login',
    '/%7Ekim.localhost',
    '/%7ekim.localhost',
    '/en/%7ekim.localhost/agreement',
    '/%257Ekim.localhost',
    '/en/%25257ekim.localhost',
    '/./~kim.localhost',
    '/kim/../~kim.localhost',
    '/kim/%2e%2e/~kim.localhost',
    '/x/..%2f~kim.localhost',
    '/_next/../~kim.localhost',
    '/_next/%2e%2e/%7Ekim.localhost',
    '/_next/..%2f~kim.localhost',
    '/api/../~kim.localhost',
    '/admin/../~kim.localhost',
  ]
  for (const path of forms) {
    test(path, async ({ baseURL }) => {
      const response = await rawGet(baseURL!, path)
      // Never the agent's page (by path it is /kim; the segment must not reach it another way).
      expect(response.body).not.toContain('김하나')
      expect([308, 404]).toContain(response.status)
      if (response.status === 404) expectPagePolicy(response.headers)
      else expect(response.headers.location).not.toMatch(/kim\.localhost\/?$/i)
    })
  }

  test("the agent's domain itself still serves their page", async ({ baseURL }) => {
    const { port } = new URL(baseURL!)
    const response = await rawGet(baseURL!, '/', { Host: `kim.localhost:${port}` })
    expect(response.status).toBe(200)
    expect(response.body).toContain('김하나')
    expectPagePolicy(response.headers)
  })
})

test.describe('client address', () => {
  const lead = {
    name: '주소테스트',
    area: 'Irvine',
    phoneCountryCode: 'KR',
    phone: '010-1234-5678',
    hasSite: false,
    agreePrivacy: true,
    agreeContact: true,
  }

  test('a client-sent X-Forwarded-For is not what the rate limit counts', async ({ request }) => {
    const claimed = `203.0.113.${(Date.now() % 200) + 1}`
    const response = await request.post('/api/send-to-slack', { headers: { 'X-Forwarded-For': claimed, 'X-Real-IP': claimed }, data: lead })
    expect(response.status()).toBe(201)
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query<{ key: string }>("SELECT key FROM rate_limit_buckets WHERE key LIKE 'lead:%'")
      const keys = rows.map((row) => row.key)
      expect(keys).not.toContain(`lead:${claimed}`)
      expect(keys.some((key) => /^lead:(127\.0\.0\.1|::1)$/.test(key))).toBe(true)
    } finally {
      await client.end()
    }
  })

  test('a long X-Forwarded-For is answered like any other request', async ({ request }) => {
    const long = Array.from({ length: 700 }, (_, i) => `10.${i % 250}.0.1`).join(', ')
    const response = await request.post('/api/send-to-slack', { headers: { 'X-Forwarded-For': long }, data: lead })
    expect(response.status()).toBe(201)
  })
})

test('robots.txt names the public origin, never the Host it was asked with', async ({ baseURL }) => {
  const response = await rawGet(baseURL!, '/robots.txt', { Host: 'evil.example' })
  expect(response.status).toBe(200)
  expect(response.body).not.toContain('evil.example')
  expect(response.body).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`)
})
