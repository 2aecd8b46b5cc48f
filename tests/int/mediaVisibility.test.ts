/**
 * Which pictures a visitor reads follows what is published, change by change: a picture is
 * readable (REST by id, in the list, its file, populated in a realtor read) while a published page
 * uses it, and stops being readable as soon as none does (unpublished, deleted, replaced). The
 * mark behind it (`media.public`, src/collections/Media/visibility.ts) is written by those pages'
 * hooks; tests/int/fieldAccessMatrix.test.ts checks that no client writes it.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Realtor } from '@/payload-types'
import { profilePhoto } from '../harness/drafts'
import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** What an anonymous visitor gets of picture `id`: by id, in a filtered list, and its file. */
async function visitorReads(id: number): Promise<boolean> {
  const { filename } = (await payload.findByID({ collection: 'media', id, depth: 0 })) as Media
  const byId = (await rest('GET', `/media/${id}?depth=0`)).status === 200
  const list = (await (await rest('GET', `/media?where[id][equals]=${id}&depth=0`)).json()) as { docs: { id: number }[] }
  const listed = list.docs.some((doc) => doc.id === id)
  const file = (await rest('GET', `/media/file/${filename}`)).status === 200
  expect({ byId, listed, file }, `picture ${id} read the same way everywhere`).toEqual({ byId, listed: byId, file: byId })
  return byId
}

const publish = (collection: 'realtors' | 'listings' | 'areas' | 'posts', id: number) =>
  payload.update({ collection, id, data: { _status: 'published' } as never })
const unpublish = (collection: 'realtors' | 'listings' | 'areas' | 'posts', id: number) =>
  payload.update({ collection, id, data: { _status: 'draft' } as never })

const listing = (realtor: number, photos: number[], status: 'draft' | 'published') =>
  payload.create({
    collection: 'listings',
    data: { status: 'sale', address: '1 Picture St', city: 'Irvine', state: 'CA', price: 1000, realtor, photos, _status: status },
  })

describe("an agent's photos", () => {
  it('are hidden while the agent is unpublished, readable once published, hidden again when unpublished', async () => {
    const realtor = await makeRealtor(payload, { _status: 'draft' })
    const photo = await profilePhoto(payload, realtor.id)
    await payload.update({ collection: 'realtors', id: realtor.id, data: { photos: [{ kind: 'gallery', image: photo }] } })
    expect(await visitorReads(photo)).toBe(false)

    await publish('realtors', realtor.id)
    expect(await visitorReads(photo)).toBe(true)
    // The public read of the agent populates it (what pages and the bench ask).
    const read = await rest('GET', `/realtors?where[desiredUrl][equals]=${realtor.desiredUrl}&depth=1&limit=1`)
    const image = ((await read.json()) as { docs: Realtor[] }).docs[0]?.photos?.[0]?.image
    expect(typeof image === 'object' && image?.id).toBe(photo)

    await unpublish('realtors', realtor.id)
    expect(await visitorReads(photo)).toBe(false)
  })

  it('a draft with a new photo leaves it hidden until published; the replaced one is hidden then', async () => {
    const realtor = await makeRealtor(payload)
    const first = await profilePhoto(payload, realtor.id)
    const second = await profilePhoto(payload, realtor.id)
    await payload.update({ collection: 'realtors', id: realtor.id, data: { photos: [{ kind: 'gallery', image: first }] } })
    expect(await visitorReads(first)).toBe(true)

    await payload.update({ collection: 'realtors', id: realtor.id, draft: true, data: { photos: [{ kind: 'gallery', image: second }] } })
    expect(await visitorReads(second)).toBe(false)
    expect(await visitorReads(first)).toBe(true)

    await payload.update({
      collection: 'realtors',
      id: realtor.id,
      data: { photos: [{ kind: 'gallery', image: second }], _status: 'published' },
    })
    expect(await visitorReads(second)).toBe(true)
    expect(await visitorReads(first)).toBe(false)
  })

  it('an SEO image (per language) is public with the published agent', async () => {
    const realtor = await makeRealtor(payload)
    const image = await profilePhoto(payload, realtor.id)
    await payload.update({ collection: 'realtors', id: realtor.id, locale: 'en', data: { meta: { image } } as never })
    expect(await visitorReads(image)).toBe(true)
    await payload.update({ collection: 'realtors', id: realtor.id, locale: 'en', data: { meta: { image: null } } as never })
    expect(await visitorReads(image)).toBe(false)
  })

  it('a picture two published agents use stays public until neither does; deleting the agent hides it', async () => {
    const one = await makeRealtor(payload)
    const two = await makeRealtor(payload)
    const shared = await profilePhoto(payload)
    for (const realtor of [one, two]) {
      await payload.update({ collection: 'realtors', id: realtor.id, data: { photos: [{ kind: 'gallery', image: shared }] } })
    }
    await unpublish('realtors', one.id)
    expect(await visitorReads(shared)).toBe(true)
    await payload.delete({ collection: 'realtors', id: two.id })
    expect(await visitorReads(shared)).toBe(false)
  })
})

describe("a listing's, neighbourhood page's and post's pictures", () => {
  it('follow the listing: draft hidden, published readable, unpublished and deleted hidden', async () => {
    const realtor = await makeRealtor(payload)
    const photo = await profilePhoto(payload, realtor.id)
    const home = await listing(realtor.id, [photo], 'draft')
    expect(await visitorReads(photo)).toBe(false)
    await publish('listings', home.id)
    expect(await visitorReads(photo)).toBe(true)
    await unpublish('listings', home.id)
    expect(await visitorReads(photo)).toBe(false)
    await publish('listings', home.id)
    expect(await visitorReads(photo)).toBe(true)
    await payload.delete({ collection: 'listings', id: home.id })
    expect(await visitorReads(photo)).toBe(false)
  })

  it('follow the agent too: a published listing of an unpublished agent is hidden', async () => {
    const realtor = await makeRealtor(payload)
    const photo = await profilePhoto(payload, realtor.id)
    await listing(realtor.id, [photo], 'published')
    expect(await visitorReads(photo)).toBe(true)
    await unpublish('realtors', realtor.id)
    expect(await visitorReads(photo)).toBe(false)
    await publish('realtors', realtor.id)
    expect(await visitorReads(photo)).toBe(true)
  })

  it('a listing photo taken off the listing is hidden', async () => {
    const realtor = await makeRealtor(payload)
    const [kept, removed] = [await profilePhoto(payload, realtor.id), await profilePhoto(payload, realtor.id)]
    const home = await listing(realtor.id, [kept, removed], 'published')
    expect(await visitorReads(removed)).toBe(true)
    await payload.update({ collection: 'listings', id: home.id, data: { photos: [kept] } })
    expect(await visitorReads(removed)).toBe(false)
    expect(await visitorReads(kept)).toBe(true)
  })

  it('a neighbourhood page and a post: readable while published', async () => {
    const realtor = await makeRealtor(payload)
    const areaPhoto = await profilePhoto(payload, realtor.id)
    const cover = await profilePhoto(payload, realtor.id)
    const area = await payload.create({
      collection: 'areas',
      locale: 'ko',
      draft: true,
      data: { realtor: realtor.id, title: '어바인', state: 'CA', city: 'Irvine', photos: [areaPhoto], _status: 'draft' } as never,
    })
    const post = await payload.create({
      collection: 'posts',
      locale: 'ko',
      draft: true,
      data: { realtor: realtor.id, title: '글', coverPhoto: cover, publishedAt: new Date().toISOString(), _status: 'draft' } as never,
    })
    expect(await visitorReads(areaPhoto)).toBe(false)
    expect(await visitorReads(cover)).toBe(false)
    await publish('areas', area.id)
    await publish('posts', post.id)
    expect(await visitorReads(areaPhoto)).toBe(true)
    expect(await visitorReads(cover)).toBe(true)
    await unpublish('posts', post.id)
    expect(await visitorReads(cover)).toBe(false)
    await payload.delete({ collection: 'areas', id: area.id })
    expect(await visitorReads(areaPhoto)).toBe(false)
  })
})

describe('platform pictures', () => {
  it("the site settings' lender logo is public while it is set", async () => {
    const logo = await profilePhoto(payload)
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(await visitorReads(logo)).toBe(false)
    await payload.updateGlobal({ slug: 'site-settings', data: { lender: { ...before.lender, logo } } })
    expect(await visitorReads(logo)).toBe(true)
    await payload.updateGlobal({ slug: 'site-settings', data: { lender: { ...before.lender, logo: before.lender?.logo ?? null } } })
    expect(await visitorReads(logo)).toBe(false)
  })

  it('a picture nothing uses is hidden from visitors', async () => {
    expect(await visitorReads(await profilePhoto(payload))).toBe(false)
  })
})
