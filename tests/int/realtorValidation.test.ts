/** Each validation rule, wired into the content model, rejects a bad value and keeps a good one. */
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, makeRealtor, realtorData, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

/** The field paths a save was rejected for, or [] when it was saved. */
async function failingPaths(save: Promise<unknown>): Promise<string[]> {
  try {
    await save
    return []
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.data.errors.map((e) => e.path)
  }
}

const rejectedPaths = (data: Record<string, unknown>) => failingPaths(payload.create({ collection: 'realtors', data: realtorData(data) }))

describe('realtor fields', () => {
  it.each([
    [
      'contactPhone',
      { contactPhoneCountry: 'US', contactPhone: '949-555-010' },
      { contactPhoneCountry: 'US', contactPhone: '949-555-0101' },
    ],
    [
      'contactPhone',
      { contactPhoneCountry: 'KR', contactPhone: '949-555-0101' },
      { contactPhoneCountry: 'KR', contactPhone: '010-1234-5678' },
    ],
    ['contactPhone', { contactPhone: '(949) 555 0101' }, { contactPhone: '9495550101' }],
    ['email', { email: 'agent@example' }, { email: 'agent@example.com' }],
    ['kakaoLink', { kakaoLink: 'javascript:alert(1)' }, { kakaoLink: 'https://open.kakao.com/o/abc' }],
    ['snsInstagramUrl', { snsInstagramUrl: 'instagram' }, { snsInstagramUrl: 'https://www.instagram.com/kim' }],
    ['recommendedYoutubeUrl', { recommendedYoutubeUrl: 'https://vimeo.com/1' }, { recommendedYoutubeUrl: 'https://youtu.be/abc' }],
    ['careerStart', { careerStart: '2020-13-01' }, { careerStart: '2020-12-01' }],
    ['careerEnd', { careerEnd: '2020-01-32' }, { careerEnd: '2020-01-31' }],
    ['designMainColor', { designMainColor: 'blue' }, { designMainColor: '#0A0B0C' }],
    ['desiredUrl', { desiredUrl: 'kim2' }, { desiredUrl: 'kim-two' }],
    ['desiredUrl', { desiredUrl: 'admin' }, { desiredUrl: 'admins-page' }],
    ['desiredUrl', { desiredUrl: 'ja-JP' }, { desiredUrl: 'ja-jp-agent' }],
    ['customDomain', { customDomain: 'https://kim.com/' }, { customDomain: 'kim-homes.example.com' }],
    [
      'activityRegion.0.zipcode',
      { activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '926' }] },
      { activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92604' }] },
    ],
    [
      'activityRegion.0.state',
      { activityRegion: [{ state: 'NY', city: 'New York' }] },
      { activityRegion: [{ state: 'GA', city: 'Atlanta' }] },
    ],
    ['etcInfo.0.type', { etcInfo: [{ type: 'twitter', value: 'x' }] }, { etcInfo: [{ type: 'company_fax', value: '949-555-0100' }] }],
    ['displayName', { displayName: '' }, { displayName: 'Hana Kim' }],
    ['photos.0.kind', { photos: [{ kind: 'banner', image: null }] }, null],
  ])('%s: rejects %j, accepts %j', async (path, bad, good) => {
    expect(await rejectedPaths(bad)).toContain(path)
    if (good) expect(await rejectedPaths(good)).toEqual([])
  })

  it('keeps desiredUrl and custom domain unique, case-insensitively', async () => {
    const first = await makeRealtor(payload, { customDomain: `${cast.ownRealtor.desiredUrl}.example.com` })
    expect(await rejectedPaths({ desiredUrl: first.desiredUrl.toUpperCase() })).toContain('desiredUrl')
    expect(await rejectedPaths({ customDomain: first.customDomain!.toUpperCase() })).toContain('customDomain')
  })

  it('answers in the editor language through the REST API', async () => {
    // As a draft save (drafts are validated too): a publish would first be refused by the publish
    // checklist, since this fixture realtor has no e-mail or photo.
    const response = await rest('PATCH', `/realtors/${cast.ownRealtor.id}?draft=true`, {
      token: cast.staff.token,
      body: { designMainColor: 'red' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(JSON.stringify(body.errors)).toContain('A colour is # followed by 6 hex digits')
    const stored = await payload.findByID({ collection: 'realtors', id: cast.ownRealtor.id })
    expect(stored.designMainColor).toBe(cast.ownRealtor.designMainColor)
  })
})

describe('other collections and globals', () => {
  it('site settings: tag manager id must be GTM- or G- plus uppercase letters or digits', async () => {
    expect(await failingPaths(payload.updateGlobal({ slug: 'site-settings', data: { tagManagerId: 'UA-1234' } }))).toEqual(['tagManagerId'])
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { tagManagerId: 'GTM-AB12' } })
    expect(saved.tagManagerId).toBe('GTM-AB12')
  })

  it('contacts: isTerm is the flag Y or N', async () => {
    const base = {
      realtor: cast.ownRealtor.id,
      name: 'Kim Hana',
      lastName: 'Kim',
      firstName: 'Hana',
      email: 'hana@example.com',
      phone: '949-555-0101',
      phoneCountryCode: 'US' as const,
    }
    expect(await failingPaths(payload.create({ collection: 'contacts', data: { ...base, isTerm: 'X' as 'Y' } }))).toEqual(['isTerm'])
    const saved = await payload.create({ collection: 'contacts', data: { ...base, isTerm: 'N' } })
    expect(saved.isTerm).toBe('N')
  })

  it('landing showcase entries must name an agent', async () => {
    const paths = await failingPaths(
      payload.updateGlobal({
        slug: 'landing',
        data: { showcase: [{ thumbnail: 1 }] },
      }),
    )
    expect(paths).toContain('showcase.0.realtor')
  })
})
