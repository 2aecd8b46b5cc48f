/**
 * The default stays as it was (README, "The two commands"): without REDIS_URL and
 * S3_BUCKET, Next keeps its own in-process cache (its handler only wrapped to learn page tags),
 * Payload stores media on disk, and nothing reaches for Redis or S3.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('default mode: no REDIS_URL, no S3_BUCKET', () => {
  it('uses no shared cache handler and stores an upload, sizes included, on disk', async () => {
    expect(process.env.REDIS_URL).toBeUndefined()
    expect(process.env.S3_BUCKET).toBeUndefined()
    const { default: nextConfigFor } = await import('../../next.config.mjs')
    // Next's own in-process cache (wrapped only to learn each page's tags), not Redis's.
    expect(nextConfigFor(PHASE_PRODUCTION_SERVER).cacheHandler).toMatch(/src\/integrations\/httpCache\/localCacheHandler\.mjs$/)

    const upload = payload.collections.media.config.upload
    expect(upload.adapter).toBeUndefined()
    expect(upload.disableLocalStorage).not.toBe(true)

    const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#558833' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'On disk' },
      file: { data, mimetype: 'image/png', name: 'default-mode.png', size: data.length },
    })
    for (const filename of [media.filename, media.sizes?.thumbnail?.filename]) {
      expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, filename!)), `${filename} on disk`).toBe(true)
    }
  })
})
