/**
 * Next's build files kept compressed in memory (runtime/server/staticFileMemory.ts), over real HTTP:
 * a stand-in for Next's file serving answers as Next does (headers, then the file in several writes,
 * gzip when the request accepts it, 304 to a matching If-None-Match, 404 for a file it has not) and
 * counts how often it is asked.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { staticFileMemory } from '../../runtime/server/staticFileMemory'

/** A script as compressible as a real chunk: repeated code with some variety. */
const SCRIPT = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a.map((x)=>x*${i}+${i % 7}).filter(Boolean)}\n`).join(''),
)
const TINY = Buffer.from('console.log(1)\n')
const ETAG = 'W/"abc-123"'

let files: ReturnType<typeof staticFileMemory>
let handler: http.RequestListener
/** What the stand-in was asked: address and the Accept-Encoding it saw. */
const asked: { url: string; acceptEncoding: string | undefined }[] = []
let origin = ''
let server: http.Server

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = request.url ?? ''
  asked.push({ url, acceptEncoding: request.headers['accept-encoding'] as string | undefined })
  response.setHeader('x-content-type-options', 'nosniff')
  const file = url.includes('tiny') ? TINY : url.includes('missing') ? null : SCRIPT
  if (!file) {
    response.statusCode = 404
    response.end('not found')
    return
  }
  if (request.headers['if-none-match'] === ETAG) {
    response.statusCode = 304
    response.end()
    return
  }
  response.setHeader('cache-control', 'public, max-age=31536000, immutable')
  response.setHeader('content-type', 'application/javascript; charset=UTF-8')
  response.setHeader('etag', ETAG)
  response.setHeader('accept-ranges', 'bytes')
  response.setHeader('vary', 'Accept-Encoding')
  const body = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? zlib.gzipSync(file) : file
  if (body !== file) response.setHeader('content-encoding', 'gzip')
  // Next streams a file in pieces.
  const half = Math.floor(body.length / 2)
  response.write(body.subarray(0, half))
  response.end(body.subarray(half))
}

beforeAll(async () => {
  server = http.createServer((request, response) => handler(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  files = staticFileMemory()
  handler = files.handler(standInForNext)
  asked.length = 0
})

/** The answer as sent (not decoded), and its body decoded by its Content-Encoding. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; body: Buffer }>((resolve, reject) => {
    // The path as written, not normalised as a URL would be (a client may send `..`).
    const { hostname, port } = new URL(origin)
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const body = !raw.length
          ? raw
          : encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const CHUNK = '/_next/static/chunks/main.js?dpl=1'

describe("Next's build files in memory", () => {
  it('compresses a file once, hard, and answers later browsers from memory with the same file and headers', async () => {
    const first = await get(CHUNK, BROWSER)
    expect(first.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(first.body, SCRIPT)).toBe(0)
    // Next is asked for the file as it is: compressing is done here.
    expect(asked).toEqual([{ url: CHUNK, acceptEncoding: undefined }])

    await files.settled()
    const again = await get(CHUNK, BROWSER)
    expect(asked).toHaveLength(1)
    expect(again.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(again.body, SCRIPT)).toBe(0)
    expect(again.raw.length).toBeLessThan(first.raw.length)
    expect(Number(again.headers['content-length'])).toBe(again.raw.length)
    for (const name of ['cache-control', 'content-type', 'etag', 'x-content-type-options']) {
      expect(again.headers[name], name).toBe(first.headers[name])
    }
    expect(again.headers.vary).toMatch(/accept-encoding/i)
    // A compressed body is not the file whose byte ranges Next offers.
    expect(again.headers['accept-ranges']).toBeUndefined()

    const gzip = await get(CHUNK, { 'accept-encoding': 'gzip' })
    expect(asked).toHaveLength(1)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Buffer.compare(gzip.body, SCRIPT)).toBe(0)
  })

  it('answers 304 from memory to a browser that has the file, and a HEAD without a body', async () => {
    await get(CHUNK, BROWSER)
    await files.settled()
    const conditional = await get(CHUNK, { ...BROWSER, 'if-none-match': ETAG })
    expect(conditional.status).toBe(304)
    expect(conditional.raw.length).toBe(0)
    const head = await get(CHUNK, BROWSER, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.raw.length).toBe(0)
    expect(head.headers['content-encoding']).toBe('br')
    expect(asked).toHaveLength(1)
  })

  it('sends a small file as it is, and keeps it too', async () => {
    const first = await get('/_next/static/chunks/tiny.js', BROWSER)
    await files.settled()
    const again = await get('/_next/static/chunks/tiny.js', BROWSER)
    for (const answer of [first, again]) {
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(Buffer.compare(answer.raw, TINY)).toBe(0)
    }
    expect(asked).toHaveLength(1)
  })

  it('keeps one file once, whatever the query says, and leaves a path that is not a plain file name to Next', async () => {
    await get(CHUNK, BROWSER)
    await files.settled()
    // Next serves the same file for any query: a client's own query makes neither a new key nor a new compression.
    const other = await get('/_next/static/chunks/main.js?dpl=2&x=y', BROWSER)
    expect(Buffer.compare(other.body, SCRIPT)).toBe(0)
    expect(asked).toHaveLength(1)
    for (let i = 0; i < 2; i++) {
      await get('/_next/static/chunks/../chunks/main.js', BROWSER)
      await get('/_next/static//chunks/main.js', BROWSER)
      await files.settled()
    }
    expect(asked.map((request) => request.url)).toEqual([
      CHUNK,
      '/_next/static/chunks/../chunks/main.js',
      '/_next/static//chunks/main.js',
      '/_next/static/chunks/../chunks/main.js',
      '/_next/static//chunks/main.js',
    ])
  })

  it('leaves to Next a missing file, a range, a browser that takes no compression, and anything that is not a build file', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/_next/static/chunks/missing.js', BROWSER)).status).toBe(404)
      await files.settled()
    }
    await get(CHUNK, { ...BROWSER, range: 'bytes=0-99' })
    const plain = await get(CHUNK)
    expect(Buffer.compare(plain.raw, SCRIPT)).toBe(0)
    await get('/kim', BROWSER)
    await get('/kim', BROWSER)
    expect(asked.map((request) => request.url)).toEqual([
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/missing.js',
      CHUNK,
      CHUNK,
      '/kim',
      '/kim',
    ])
    // The range and the page reached Next with the browser's own Accept-Encoding.
    expect(asked[2]!.acceptEncoding).toBe(BROWSER['accept-encoding'])
    expect(asked[4]!.acceptEncoding).toBe(BROWSER['accept-encoding'])
  })
})
