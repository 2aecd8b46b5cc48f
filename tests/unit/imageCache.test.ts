/**
 * Optimised pictures kept in memory (runtime/server/imageCache.ts), over real HTTP: a stand-in for
 * Next's image optimiser counts how often it is asked to encode, and answers as Next does (headers
 * set, then the whole file in one end()).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { imageMemory, withImageCache } from '../../runtime/server/imageCache'
import { sharedMaxAge } from '../../runtime/server/responseMemory'

let clock = 1_000_000
/** Room for about twenty of the stand-in's 2,000-byte pictures with their keys and headers. */
const MEMORY = 48_000
let memory: ReturnType<typeof imageMemory>
/** The stand-in behind the memory, made anew for each test as the server makes it once. */
let withMemory: ReturnType<typeof withImageCache>
let next: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>
const encoded: string[] = []
/** Requests that reached the server (before the memory), and a gate that holds back the stand-in's answers for `slow` pictures. */
let arrived = 0
let onArrival: (() => void) | null = null
let gate: Promise<void> = Promise.resolve()
let origin = ''
let server: http.Server

function picture(url: string, format: string): Buffer {
  return Buffer.from(`${format}:${url}:`.padEnd(2000, 'x'))
}

beforeAll(async () => {
  next = async (request, response) => {
    const url = request.url ?? ''
    const format = String(request.headers.accept ?? '').includes('image/avif') ? 'avif' : 'webp'
    encoded.push(`${url} ${format}`)
    if (url.includes('slow')) await gate
    response.setHeader('x-content-type-options', 'nosniff')
    if (url.includes('missing')) {
      response.statusCode = 404
      response.end('not found')
      return
    }
    if (url.includes('private')) {
      // What Next sends for an original the visitor may not read without their session.
      response.setHeader('cache-control', 'private, no-store')
    } else {
      response.setHeader('cache-control', 'public, max-age=14400, must-revalidate')
    }
    response.setHeader('content-type', `image/${format}`)
    response.setHeader('vary', 'Accept')
    response.setHeader('etag', `"${format}-${url.length}"`)
    response.setHeader('x-nextjs-cache', 'MISS')
    response.end(picture(url, format))
  }
  server = http.createServer((request, response) => {
    arrived += 1
    onArrival?.()
    withMemory(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  memory = imageMemory(() => clock, MEMORY)
  withMemory = withImageCache((request, response) => void next(request, response), memory)
  encoded.length = 0
  arrived = 0
})

/** Settles once `count` requests have reached the server. */
function arrivals(count: number): Promise<void> {
  return new Promise((resolve) => {
    onArrival = () => {
      if (arrived < count) return
      onArrival = null
      resolve()
    }
    onArrival()
  })
}

const AVIF = 'image/avif,image/webp,*/*'

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { accept: AVIF, ...headers } })
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

describe('optimised pictures in memory', () => {
  it('encodes a picture once: the next visitor gets the same bytes and headers from memory', async () => {
    const first = await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    const again = await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    expect(encoded).toEqual(['/_next/image?url=%2Fa.webp&w=640&q=75 avif'])
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(Buffer.compare(first.body, again.body)).toBe(0)
    for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'x-content-type-options', 'content-length']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name))
    }
  })

  it('keeps each width and each format apart', async () => {
    await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    await get('/_next/image?url=%2Fa.webp&w=1200&q=75')
    const webp = await get('/_next/image?url=%2Fa.webp&w=640&q=75', { accept: 'image/webp,*/*' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(encoded).toHaveLength(3)
    const wide = await get('/_next/image?url=%2Fa.webp&w=1200&q=75')
    expect(wide.body.toString()).toContain('w=1200')
    expect(encoded).toHaveLength(3)
  })

  it('never keeps what a signed-in request was given, nor a private or failed answer', async () => {
    await get('/_next/image?url=%2Fown.webp&w=640&q=75', { cookie: 'i18n_redirected=ko; payload-token=abc' })
    await get('/_next/image?url=%2Fown.webp&w=640&q=75', { authorization: 'JWT abc' })
    await get('/_next/image?url=%2Fprivate.webp&w=640&q=75')
    await get('/_next/image?url=%2Fmissing.webp&w=640&q=75')
    const anonymous = await get('/_next/image?url=%2Fown.webp&w=640&q=75')
    await get('/_next/image?url=%2Fprivate.webp&w=640&q=75')
    const missing = await get('/_next/image?url=%2Fmissing.webp&w=640&q=75')
    expect(encoded).toHaveLength(7)
    expect(anonymous.headers.get('x-nextjs-cache')).toBe('MISS')
    expect(missing.status).toBe(404)
  })

  it('answers 304 to a browser that has the kept file', async () => {
    const first = await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    const conditional = await get('/_next/image?url=%2Fa.webp&w=640&q=75', { 'if-none-match': first.headers.get('etag')! })
    expect(conditional.status).toBe(304)
    expect(conditional.body.length).toBe(0)
    expect(encoded).toHaveLength(1)
  })

  it('forgets a picture after an hour, and the least recently used one when memory is full', async () => {
    await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    clock += 3600_000
    await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    expect(encoded).toHaveLength(2)

    // As many pictures as the memory holds beside the first: each one more pushes out the least recently used.
    const fit = Math.floor(MEMORY / memory.size.bytes)
    for (let i = 0; i < fit; i++) await get(`/_next/image?url=%2Fp${i}.webp&w=640&q=75`)
    await get('/_next/image?url=%2Fp1.webp&w=640&q=75') // p1 used again: p0 and a are now the oldest
    await get('/_next/image?url=%2Fextra.webp&w=640&q=75')
    expect(memory.size.bytes).toBeLessThanOrEqual(MEMORY)
    encoded.length = 0
    await get('/_next/image?url=%2Fp1.webp&w=640&q=75')
    expect(encoded).toEqual([])
    await get('/_next/image?url=%2Fp0.webp&w=640&q=75')
    expect(encoded).toHaveLength(1)
  })

  it('encodes a picture once when visitors ask for it at the same time, and each gets it', async () => {
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const path = '/_next/image?url=%2Fslow-banner.webp&w=640&q=75'
    const all = Promise.all([get(path), get(path), get(path)])
    await arrivals(3)
    expect(encoded).toHaveLength(1)
    release()
    const answers = await all
    expect(encoded).toHaveLength(1)
    for (const answer of answers) expect(Buffer.compare(answer.body, picture(path, 'avif'))).toBe(0)
    expect(answers.map((answer) => answer.headers.get('x-nextjs-cache')).sort()).toEqual(['HIT', 'HIT', 'MISS'])
  })

  it('lets visitors who waited ask for themselves when the answer they waited for is not kept', async () => {
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const path = '/_next/image?url=%2Fslow-missing.webp&w=640&q=75'
    const all = Promise.all([get(path), get(path)])
    await arrivals(2)
    expect(encoded).toHaveLength(1)
    release()
    const answers = await all
    expect(answers.map((answer) => answer.status)).toEqual([404, 404])
    expect(encoded).toHaveLength(2)
  })

  it('passes anything that is not an optimised picture', async () => {
    await get('/api/media/file/a.webp')
    await get('/api/media/file/a.webp')
    expect(encoded).toHaveLength(2)
  })
})

describe('how long a shared cache may keep an answer', () => {
  it('reads max-age of public answers only', () => {
    expect(sharedMaxAge('public, max-age=14400, must-revalidate')).toBe(14400)
    expect(sharedMaxAge('public, s-maxage=60')).toBe(60)
    expect(sharedMaxAge('private, max-age=60')).toBe(0)
    expect(sharedMaxAge('public, no-store')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })
})
