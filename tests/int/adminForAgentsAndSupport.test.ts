/**
 * Issue 17 on the server side: the import names another realtor's file and
 * shows old and new values in the editor's language; an agent's API (and so
 * their admin lists) holds only their own listings and no sync state.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Realtor } from '@/payload-types'
import { makeCast, makeRealtor, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let realtor: Realtor
let someoneElse: Realtor

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  realtor = await makeRealtor(payload, { displayName: '김하나', contactPhone: '949-555-0101' })
  someoneElse = await makeRealtor(payload, { displayName: '박둘' })
})

/** The realtor as the editor sees it: its latest draft, where an import lands unless it is published. */
const exported = async (id = realtor.id) =>
  (await (await rest('GET', `/realtors/${id}/export?draft=true`, { token: cast.support.token })).json()) as Record<string, unknown>

function importAs(person: Person, file: unknown, { language = 'ko', dryRun = false, confirmOther = false } = {}) {
  const form = new FormData()
  form.append('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'realtor.json')
  form.append('realtorId', String(realtor.id))
  if (confirmOther) form.append('confirmOtherRealtor', '1')
  return rest('POST', `/realtors/${realtor.id}/import${dryRun ? '?dryRun=1' : ''}`, {
    token: person.token,
    body: form,
    headers: { 'Accept-Language': language },
  })
}

describe('import preview', () => {
  it('lists each changed field with its old and new value, named in the editor’s language', async () => {
    const file = { ...(await exported()), contactPhone: '949-555-0199' }
    const korean = await (await importAs(cast.support, file, { dryRun: true })).json()
    expect(korean.differences).toEqual([
      { key: 'contactPhone', label: '연락처 전화번호 (contactPhone)', before: '949-555-0101', after: '949-555-0199' },
    ])
    const japanese = await (await importAs(cast.support, file, { dryRun: true, language: 'ja' })).json()
    expect(japanese.differences[0].label).toBe('連絡先の電話番号 (contactPhone)')
  })

  it('explains a bad file in words, in the editor’s language, never as a validator dump', async () => {
    const { desiredUrl } = await exported()
    const response = await importAs(cast.support, { desiredUrl, salesCount: 'many', favourite: 1 }, { language: 'en' })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors[0].message).toContain('Number of sales (salesCount): should be a number.')
    expect(errors[0].message).toContain('not a field of a realtor file: favourite')
    expect(errors[0].message).not.toMatch(/nonoptional|Invalid input|Unrecognized key/)
    const korean = await (await importAs(cast.support, { desiredUrl, salesCount: 'many' })).json()
    expect(korean.errors[0].message).toBe('파일을 가져오지 않았습니다. 거래 건수 (salesCount): 숫자 값을 넣으세요.')
  })
})

describe("another realtor's file", () => {
  it('is refused by its id with a clear message, and nothing changes', async () => {
    const before = await exported()
    const theirs = { ...(await exported(someoneElse.id)), aboutMeEn: 'must not stick' }
    const response = await importAs(cast.support, theirs)
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.code).toBe('otherRealtor')
    expect(body.errors[0].message).toContain(`다른 리얼터(ID ${someoneElse.id}, 박둘)`)
    expect(await exported()).toEqual(before)
  })

  it('is refused by its page address, in English for an English admin', async () => {
    const mine = await exported()
    const response = await importAs(cast.support, { ...mine, desiredUrl: someoneElse.desiredUrl }, { language: 'en' })
    expect(response.status).toBe(409)
    expect((await response.json()).errors[0].message).toBe(
      `The file's address /${someoneElse.desiredUrl} is another realtor's (박둘). Check that this is the right file.`,
    )
  })

  it('applies when support confirms it (the record keeps its own id and address)', async () => {
    const file = { ...(await exported(someoneElse.id)), desiredUrl: realtor.desiredUrl, aboutMeEn: 'Confirmed import' }
    expect((await importAs(cast.support, file)).status).toBe(409)
    const response = await importAs(cast.support, file, { confirmOther: true })
    expect(response.status).toBe(201)
    expect((await exported()).aboutMeEn).toBe('Confirmed import')
  })
})

describe('an agent', () => {
  it('lists only their own listings, even beside another published agent', async () => {
    const listing = (realtorId: number, address: string) =>
      payload.create({
        collection: 'listings',
        data: { realtor: realtorId, status: 'sale', address, city: 'Irvine', state: 'CA', price: 1, _status: 'published' },
      })
    await listing(cast.ownRealtor.id, '1 Own St')
    await listing(cast.otherRealtor.id, '2 Other St')
    expect(cast.otherRealtor._status).toBe('published')
    const { docs } = await (await rest('GET', '/listings?limit=100&depth=0', { token: cast.owner.token })).json()
    expect(docs.map((d: { address: string }) => d.address)).toEqual(['1 Own St'])
    // Visitors still read published agents' listings.
    const visible = await (await rest('GET', '/listings?limit=100&depth=0')).json()
    expect(visible.docs.map((d: { address: string }) => d.address)).toEqual(expect.arrayContaining(['1 Own St', '2 Other St']))
  })

  it('does not read the sync state of their own page (a staff matter)', async () => {
    const mine = await (await rest('GET', `/realtors/${cast.ownRealtor.id}`, { token: cast.owner.token })).json()
    expect(mine.desiredUrl).toBe(cast.ownRealtor.desiredUrl)
    for (const hidden of ['syncStatus', 'mainApiId', 'lastSyncedAt', 'lastSyncError']) expect(mine).not.toHaveProperty(hidden)
    const staff = await (await rest('GET', `/realtors/${cast.ownRealtor.id}`, { token: cast.staff.token })).json()
    expect(staff).toHaveProperty('syncStatus')
  })
})
