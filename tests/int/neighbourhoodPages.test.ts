/**
 * Neighbourhood pages as agents write them and visitors read them: localized in three languages,
 * drafts never public, an agent's pages always their own, addresses unique per agent and made from
 * the area when left empty.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findAgentArea, findAgentAreas } from '@/utilities/agentContent/reads'
import { makeCast, uniqueSlug, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

const area = { state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' }

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

async function publishedArea(realtor: number, slug: string) {
  const made = await payload.create({
    collection: 'areas',
    locale: 'ko',
    data: { ...area, state: 'CA', realtor, slug, title: '우드브리지', summary: '호수가 있는 동네', _status: 'published' },
  })
  for (const [locale, title, summary] of [
    ['en', 'Woodbridge', 'A village with lakes'],
    ['ja', 'ウッドブリッジ', '湖のある地区'],
  ] as const) {
    await payload.update({ collection: 'areas', id: made.id, locale, data: { title, summary, _status: 'published' } })
  }
  return made
}

describe('neighbourhood pages', () => {
  it('read in each of the three languages, published ones only', async () => {
    const live = await publishedArea(cast.ownRealtor.id, 'woodbridge-live')
    await payload.create({
      collection: 'areas',
      data: { ...area, state: 'CA', realtor: cast.ownRealtor.id, slug: 'not-yet', title: '초안', _status: 'draft' },
    })
    const titles = await Promise.all(
      (['ko', 'en', 'ja'] as const).map((locale) => findAgentArea(cast.ownRealtor.id, 'woodbridge-live', locale)),
    )
    expect(titles.map((found) => [found?.title, found?.summary])).toEqual([
      ['우드브리지', '호수가 있는 동네'],
      ['Woodbridge', 'A village with lakes'],
      ['ウッドブリッジ', '湖のある地区'],
    ])
    expect(await findAgentArea(cast.ownRealtor.id, 'not-yet', 'ko')).toBeNull()
    expect((await findAgentAreas(cast.ownRealtor.id, 'en')).map((found) => found.slug)).toEqual([live.slug])
    // Another agent's address does not find it.
    expect(await findAgentArea(cast.otherRealtor.id, 'woodbridge-live', 'ko')).toBeNull()
  })

  it('keep drafts and unpublished agents’ pages from visitors through REST, draft=true included', async () => {
    const offline = await payload.create({
      collection: 'realtors',
      data: { displayName: 'Offline', desiredUrl: uniqueSlug('offline'), _status: 'draft' },
    })
    await publishedArea(offline.id, 'hidden-with-agent')
    await payload.create({
      collection: 'areas',
      data: { ...area, state: 'CA', realtor: cast.ownRealtor.id, slug: 'draft-only', title: '초안', _status: 'draft' },
    })
    for (const query of ['', '&draft=true']) {
      const response = await rest('GET', `/areas?limit=100&depth=0${query}`)
      expect(response.status).toBe(200)
      const slugs = ((await response.json()) as { docs: { slug: string }[] }).docs.map((doc) => doc.slug)
      expect(slugs).not.toContain('draft-only')
      expect(slugs).not.toContain('hidden-with-agent')
    }
  })

  it('belong to the agent who writes them, whatever realtor they name, and another agent cannot change them', async () => {
    const created = await rest('POST', '/areas', {
      token: cast.owner.token,
      body: { ...area, title: '우드브리지', realtor: cast.otherRealtor.id, _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; realtor: number | { id: number }; slug: string } }
    expect(typeof doc.realtor === 'object' ? doc.realtor.id : doc.realtor).toBe(cast.ownRealtor.id)
    // Made from the neighbourhood and the city.
    expect(doc.slug).toMatch(/^woodbridge-irvine(-\d+)?$/)
    const taken = await rest('PATCH', `/areas/${doc.id}`, { token: cast.otherAgent.token, body: { title: 'Mine now' } })
    expect([403, 404]).toContain(taken.status)
    const read = await rest('GET', `/areas/${doc.id}?draft=true`, { token: cast.otherAgent.token })
    expect([403, 404]).toContain(read.status)
    const history = await rest('GET', `/areas/versions?where[parent][equals]=${doc.id}`, { token: cast.otherAgent.token })
    expect(((await history.json()) as { docs?: unknown[] }).docs ?? []).toHaveLength(0)
  })

  it('number a made-up address that is taken, and refuse a typed one that is, with a message', async () => {
    const make = (body: Record<string, unknown>) =>
      rest('POST', '/areas', {
        token: cast.owner.token,
        headers: { 'Accept-Language': 'en' },
        body: { ...area, city: 'Tustin', title: '터스틴', _status: 'draft', ...body },
      })
    const first = (await (await make({ neighborhood: 'Old Town' })).json()) as { doc: { slug: string } }
    const second = (await (await make({ neighborhood: 'Old Town' })).json()) as { doc: { slug: string } }
    expect(second.doc.slug).toBe(`${first.doc.slug}-2`)
    const refused = await make({ slug: first.doc.slug })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Another of your pages already uses this address')
    const bad = await make({ slug: 'Not A Slug!' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('lower-case letters, digits and hyphens')
  })
})
