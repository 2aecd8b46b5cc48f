import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePerson, PASSWORD } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function png(width: number, height: number) {
  const data = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `photo-${width}.png`, size: data.length }
}

describe('media uploads', () => {
  it('store webp with a ~400 px thumbnail and a 1920 px fullsize', async () => {
    const media = await payload.create({ collection: 'media', data: { alt: 'Wide' }, file: await png(2400, 1600) })
    expect(media.mimeType).toBe('image/webp')
    expect(media.sizes?.thumbnail).toMatchObject({ width: 400, mimeType: 'image/webp' })
    expect(media.sizes?.fullsize).toMatchObject({ width: 1920, height: 1280, mimeType: 'image/webp' })
  })

  it('never enlarge a small picture to fullsize', async () => {
    const media = await payload.create({ collection: 'media', data: { alt: 'Small' }, file: await png(800, 600) })
    expect(media.width).toBe(800)
    expect(media.sizes?.fullsize?.width ?? 800).toBeLessThanOrEqual(800)
  })

  it('refuse a file that is not an image', async () => {
    const text = Buffer.from('plain text')
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Text' },
        file: { data: text, mimetype: 'text/plain', name: 'notes.txt', size: text.length },
      }),
    ).rejects.toThrow()
  })
})

describe('admin sign-in lockout', () => {
  it('locks an account after five wrong passwords, even for the right one', async () => {
    const person = await makePerson(payload, 'agent')
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await rest('POST', '/users/login', { body: { email: person.email, password: 'wrong-password' } })
      expect(response.status).toBe(401)
    }
    const locked = await rest('POST', '/users/login', {
      body: { email: person.email, password: PASSWORD },
      headers: { 'Accept-Language': 'en' },
    })
    expect(locked.status).toBe(401)
    expect((await locked.json()).errors[0].message).toMatch(/locked/i)
  })
})
