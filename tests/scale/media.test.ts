/**
 * One media store for every instance: a picture uploaded through A is served by B
 * (original and sizes, the same bytes as in the bucket), nothing lands on A's disk,
 * pictures copied by `npm run media:to-s3` are served through next/image, and the
 * copy command is idempotent.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { s3SettingsFromEnv } from '@/integrations/s3/settings'
import { copyMediaToS3 } from '../../src/integrations/s3/copyMediaToS3'
import { adminToken, bucketObject, closeDatabase, control, nonce, query, serverUrl } from '../harness/scale/scaleLab'

afterAll(closeDatabase)
beforeEach(async () => {
  await control.reset()
})

type MediaDoc = { filename: string; sizes: Record<'thumbnail' | 'fullsize', { filename: string | null }> }

async function fileFrom(name: 'a' | 'b', filename: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${serverUrl(name)}/api/media/file/${encodeURIComponent(filename)}`, {
    headers: { Authorization: `JWT ${await adminToken(name)}` },
  })
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('media in S3', () => {
  it('an upload through A is served by B, image sizes too, with the bytes stored in the bucket', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `scale-${nonce()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'uploaded through A' }))
    const response = await fetch(`${serverUrl('a')}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await adminToken('a')}` },
      body: form,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: MediaDoc }
    const names = [doc.filename, doc.sizes.thumbnail.filename, doc.sizes.fullsize.filename]
    expect(names.every(Boolean)).toBe(true)

    for (const filename of names as string[]) {
      const fromB = await fileFrom('b', filename)
      expect(fromB.status, filename).toBe(200)
      expect(fromB.type).toBe('image/webp')
      expect(fromB.bytes.equals(await bucketObject(filename)), `${filename}: B serves the bucket's bytes`).toBe(true)
      expect(fs.existsSync(path.join(process.env.SCALE_MEDIA_DIR ?? '', filename)), `${filename} is not on disk`).toBe(false)
    }
    const { width } = await sharp((await fileFrom('b', doc.sizes.thumbnail.filename!)).bytes).metadata()
    expect(width).toBe(400)
  })

  it('pictures copied by media:to-s3 are served by both through next/image', async () => {
    const [photo] = await query<{ filename: string }>(
      `SELECT m.filename FROM media m JOIN realtors_photos p ON p.image_id = m.id JOIN realtors r ON r.id = p._parent_id
       WHERE r._status = 'published' ORDER BY m.id LIMIT 1`,
    )
    for (const name of ['a', 'b'] as const) {
      const response = await fetch(
        `${serverUrl(name)}/_next/image?url=${encodeURIComponent(`/api/media/file/${photo.filename}`)}&w=640&q=75`,
      )
      expect(response.status, `${name}: ${photo.filename}`).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
    }
  })

  it('media:to-s3 copies what is missing, skips what is there, and the bytes come back equal', async () => {
    const settings = s3SettingsFromEnv()!
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-media-'))
    try {
      const files = Array.from({ length: 3 }, (_, i) => ({
        name: `copy-${nonce()}-${i}.webp`,
        bytes: crypto.getRandomValues(new Uint8Array(50_000 + i)),
      }))
      for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.bytes)
      const first = await copyMediaToS3(dir, settings)
      expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [], total: 3 })
      const second = await copyMediaToS3(dir, settings)
      expect(second).toMatchObject({ copied: 0, skipped: 3, failed: [] })
      for (const file of files) expect((await bucketObject(file.name)).equals(Buffer.from(file.bytes))).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
