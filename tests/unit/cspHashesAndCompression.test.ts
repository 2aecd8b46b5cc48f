/**
 * The server layers that give cached public pages their policy (runtime/server/cspHashes.ts) and
 * compress them once per version (runtime/server/compression.ts),
 * over real HTTP: a stand-in for Next's handler writes a page in chunks, as Next streams it.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withPageCompression } from '../../runtime/server/compression'
import { VersionMemo, withHashedPolicy } from '../../runtime/server/cspHashes'
import { contentSecurityPolicy } from '@/lib/security/contentSecurityPolicy'

const flight = 'self.__next_f.push([1,"hello"])'
const page = `<!DOCTYPE html><html><body>${'<p>text</p>'.repeat(200)}<script>${flight}</script><script>alert(1)</script></body></html>`
const sitePolicy = contentSecurityPolicy({ area: 'site' })
const adminPolicy = contentSecurityPolicy({ area: 'admin', nonce: 'abc' })
const memo = new VersionMemo()
const logged: string[] = []
let origin = ''
let server: http.Server

beforeAll(async () => {
  const next = (request: http.IncomingMessage, response: http.ServerResponse) => {
    response.setHeader('x-seen-accept-encoding', String(request.headers['accept-encoding'] ?? ''))
    if (request.url === '/not-modified') {
      response.setHeader('content-security-policy', sitePolicy)
      response.writeHead(304)
      return response.end()
    }
    if (request.url === '/_next/static/a.js') {
      // Next's compression wraps write/end after us (on every response): a stand-in that upper-cases.
      response.setHeader('content-security-policy', "default-src 'none'")
      const [write, end] = [response.write, response.end] as ((...args: unknown[]) => unknown)[]
      response.write = ((chunk: string) => write!.call(response, chunk.toUpperCase())) as typeof response.write
      response.end = ((chunk: string) => end!.call(response, chunk.toUpperCase())) as typeof response.end
      response.write('abc')
      return setTimeout(() => response.end('def'), 5)
    }
    response.setHeader('content-security-policy', request.url === '/admin' ? adminPolicy : sitePolicy)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.writeHead(200, { 'cache-control': 's-maxage=31536000' })
    response.write(page.slice(0, 100))
    setTimeout(() => response.end(page.slice(100)), 5)
  }
  server = http.createServer(
    withPageCompression(withHashedPolicy(next, { knownScripts: new Set(), memo, log: (line) => logged.push(line) })),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('withHashedPolicy', () => {
  it("puts the hash of each of our inline scripts in the page's policy, none for a stranger's", async () => {
    const response = await get('/kim')
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe(page)
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(page)))
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(flight).digest('base64')}' https://`)
    expect(policy).not.toContain("'inline-script-hashes'")
    expect(policy.match(/sha256-/g)).toHaveLength(1)
    expect(logged.join('\n')).toContain('not ours')
  })

  it('compresses a page itself, once per version, and keeps Next from compressing it', async () => {
    const before = memo.size
    const br = await get('/kim', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['x-seen-accept-encoding']).toBe('')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page)
    const gzip = await get('/en/kim', { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page)
    expect(gzip.headers['content-security-policy']).toBe(br.headers['content-security-policy'])
    expect(memo.size).toBe(before) // the same body: one version
  })

  it("leaves the admin (its nonce) and Next's own compression alone", async () => {
    const response = await get('/admin', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-security-policy']).toBe(adminPolicy)
    expect(response.headers['x-seen-accept-encoding']).toBe('gzip')
    expect(response.body.toString()).toBe(page)
  })

  it('passes any other response through every wrapper Next puts around it, to the end', async () => {
    const response = await get('/_next/static/a.js')
    expect(response.body.toString()).toBe('ABCDEF')
  })

  it('sends a 304 without a policy: the browser keeps the one stored with the body', async () => {
    const response = await get('/not-modified')
    expect(response.status).toBe(304)
    expect(response.headers['content-security-policy']).toBeUndefined()
  })
})

describe('VersionMemo', () => {
  it('forgets the least recently used versions beyond its byte budget', () => {
    const small = new VersionMemo(300)
    small.set('a', { policy: 'a', bytes: 100 })
    small.set('b', { policy: 'b', bytes: 100 })
    small.get('a')
    small.set('c', { policy: 'c', bytes: 150 })
    expect(small.get('b')).toBeUndefined()
    expect(small.get('a')).toBeDefined()
    expect(small.get('c')).toBeDefined()
  })

  it('counts a version set again under its key once', () => {
    const small = new VersionMemo(300)
    for (let i = 0; i < 5; i++) small.set('a', { policy: `a${i}`, bytes: 100 })
    small.set('b', { policy: 'b', bytes: 100 })
    expect(small.heldBytes).toBe(200)
    expect(small.get('a')?.policy).toBe('a4')
    expect(small.get('b')).toBeDefined()
  })
})
