/** Export / import of a realtor as JSON: round trip, and every bad file refused with the record untouched. */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Realtor } from '@/payload-types'
import { makeCast, makePerson, makeRealtor, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let realtor: Realtor

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#446688' } })
    .png()
    .toBuffer()
  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Top' },
    file: { data, mimetype: 'image/png', name: 'import-top.png', size: data.length },
  })
  realtor = await makeRealtor(payload, {
    displayName: '김하나',
    aboutMe: '소개',
    contactPhoneCountry: 'US',
    contactPhone: '949-555-0101',
    designMainColor: '#112233',
    activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92604' }],
    etcInfo: [{ type: 'korea_name', value: '김하나' }],
    photos: [{ kind: 'top', image: photo.id }],
    owner: (await makePerson(payload, 'agent')).id,
  })
  await payload.update({
    collection: 'realtors',
    id: realtor.id,
    locale: 'en',
    data: { displayName: 'Hana Kim', aboutMe: 'About', meta: { title: 'EN title' } },
  })
})

const exportAs = async (person: Person | null, id = realtor.id, draft = false) =>
  rest('GET', `/realtors/${id}/export${draft ? '?draft=true' : ''}`, { token: person?.token })
// Imports without `publish=true` are saved as drafts: the latest draft is what they change.
const exported = async () => (await (await exportAs(cast.support, realtor.id, true)).json()) as Record<string, unknown>

function importAs(
  person: Person | null,
  file: string,
  { id = realtor.id, realtorId = String(realtor.id), type = 'application/json', dryRun = false } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([file], { type }), 'realtor.json')
  form.append('realtorId', realtorId)
  return rest('POST', `/realtors/${id}/import${dryRun ? '?dryRun=1' : ''}`, { token: person?.token, body: form })
}

describe('export', () => {
  it('gives support the spec JSON as a dated file', async () => {
    const response = await exportAs(cast.support)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`realtor-${realtor.desiredUrl}-\\d{8}\\.json`))
    const json = await response.json()
    expect(json).toMatchObject({
      desiredUrl: realtor.desiredUrl,
      aboutMeKr: '소개',
      aboutMeEn: 'About',
      contentDarkMode: 'N',
      designMainColor: '#112233',
      etcInfo: [{ contentType: 'korea_name', content: '김하나' }],
      activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92604' }],
      seoMeta: { en: { title: 'EN title' } },
      user: { name: 'agent' },
    })
    expect(json.photos.map((p: { imageType: string }) => p.imageType)).toEqual(['thumbnail', 'fullsize'])
    expect(json.photos[0].url).toMatch(/^http:\/\/localhost:\d+\/api\/media\/file\/import-top-400x300\.webp$/)
  })

  it('is refused to agents and anonymous visitors', async () => {
    expect((await exportAs(cast.owner)).status).toBe(403)
    expect((await exportAs(null)).status).toBe(401)
  })
})

describe('import', () => {
  it('round trip: export, import the same file, export again: identical', async () => {
    const first = await exported()
    const response = await importAs(cast.support, JSON.stringify(first))
    expect(response.status).toBe(201)
    expect((await response.json()).message).toBe(`ID: ${realtor.id} Realtor에 대한 수정이 완료되었습니다.`)
    expect(await exported()).toEqual(first)
  })

  it('a dry run lists the changed fields and changes nothing', async () => {
    const before = await exported()
    const response = await importAs(cast.support, JSON.stringify({ ...before, aboutMeEn: 'Changed', salesCount: 99 }), { dryRun: true })
    expect(response.status).toBe(200)
    expect((await response.json()).changes.sort()).toEqual(['aboutMeEn', 'salesCount'])
    expect(await exported()).toEqual(before)
  })

  it('applies every locale of the file', async () => {
    const before = await exported()
    const response = await importAs(
      cast.staff,
      JSON.stringify({
        ...before,
        aboutMeEn: 'New English',
        aboutMeJa: '新しい',
        seoMeta: { ...(before.seoMeta as object), ja: { title: 'JA title' } },
      }),
    )
    expect(response.status).toBe(201)
    const after = await exported()
    expect(after).toMatchObject({ aboutMeEn: 'New English', aboutMeJa: '新しい', seoMeta: { ja: { title: 'JA title' } } })
    expect(after.aboutMeKr).toBe(before.aboutMeKr)
  })

  describe('bad input: a clear 4xx and the record byte-identical', () => {
    const other = () => makeRealtor(payload, { owner: undefined })
    const cases: [string, number, () => Promise<Response>][] = [
      ['not JSON', 415, async () => importAs(cast.support, 'this is not json {')],
      ['a JSON array', 400, async () => importAs(cast.support, '[1,2]')],
      [
        'wrong type (salesCount as text)',
        400,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), salesCount: 'many' })),
      ],
      [
        'unknown enum (photo path)',
        400,
        async () =>
          importAs(
            cast.support,
            JSON.stringify({ ...(await exported()), photos: [{ path: 'banner', imageType: 'thumbnail', url: 'http://x/a.webp' }] }),
          ),
      ],
      [
        'unknown region state',
        400,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), activityRegion: [{ state: 'NY', city: 'NYC' }] })),
      ],
      [
        'contentDarkMode not Y/N',
        400,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), contentDarkMode: true })),
      ],
      ['unknown field', 400, async () => importAs(cast.support, JSON.stringify({ ...(await exported()), favouriteColour: 'blue' }))],
      ['invalid slug', 400, async () => importAs(cast.support, JSON.stringify({ ...(await exported()), desiredUrl: 'kim 2' }))],
      [
        'invalid colour',
        400,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), designMainColor: 'blue', aboutMeEn: 'must not stick' })),
      ],
      [
        'invalid English SEO after valid Korean',
        400,
        async () =>
          importAs(cast.support, JSON.stringify({ ...(await exported()), aboutMeKr: 'must not stick', careerStart: '2020-13-40' })),
      ],
      [
        'desiredUrl of another realtor (not confirmed)',
        409,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), desiredUrl: (await other()).desiredUrl })),
      ],
      ['wrong realtorId', 400, async () => importAs(cast.support, JSON.stringify(await exported()), { realtorId: '999999' })],
      [
        'unknown photo URL',
        400,
        async () =>
          importAs(
            cast.support,
            JSON.stringify({
              ...(await exported()),
              photos: [{ path: 'top', imageType: 'fullsize', url: 'http://localhost/api/media/file/nowhere.webp' }],
            }),
          ),
      ],
      [
        'oversized file',
        413,
        async () => importAs(cast.support, JSON.stringify({ ...(await exported()), ppProfileId: 'x'.repeat(1_100_000) })),
      ],
      ['missing auth', 401, async () => importAs(null, JSON.stringify(await exported()))],
      ['agent role, own realtor', 403, async () => importAs(cast.owner, JSON.stringify(await exported()))],
      ["agent on another agent's realtor", 403, async () => importAs(cast.otherAgent, JSON.stringify(await exported()))],
      [
        'no file',
        400,
        async () =>
          rest('POST', `/realtors/${realtor.id}/import`, {
            token: cast.support.token,
            body: (() => {
              const f = new FormData()
              f.append('realtorId', String(realtor.id))
              return f
            })(),
          }),
      ],
      ['unknown realtor', 404, async () => importAs(cast.support, JSON.stringify(await exported()), { id: 999999, realtorId: '999999' })],
    ]
    it.each(cases)('%s -> %i', async (_, status, send) => {
      const before = JSON.stringify(
        await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all', depth: 0, draft: true }),
      )
      const response = await send()
      expect(response.status).toBe(status)
      const body = await response.json()
      // A sentence in the admin language (Korean by default): letters of any script.
      expect(body.errors[0].message).toMatch(/\p{L}{3,}/u)
      const after = JSON.stringify(await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all', depth: 0, draft: true }))
      expect(after).toBe(before)
    })

    it('names the JSON paths at fault', async () => {
      const response = await importAs(cast.support, JSON.stringify({ ...(await exported()), salesCount: 'many', designFontSize: 'huge' }))
      const { problems } = await response.json()
      expect(problems.map((p: { path: string }) => p.path).sort()).toEqual(['designFontSize', 'salesCount'])
    })
  })

  it('refuses a chunked body past the limit (no Content-Length) while reading it: 413, the rest never read', async () => {
    const before = JSON.stringify(await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all', depth: 0, draft: true }))
    const boundary = 'import-boundary-0123456789'
    const encoder = new TextEncoder()
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="realtorId"\r\n\r\n${realtor.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="realtor.json"\r\n` +
        'Content-Type: application/json\r\n\r\n{"ppProfileId":"',
    )
    const tail = encoder.encode(`"}\r\n--${boundary}--\r\n`)
    const CHUNK = 64 * 1024
    const TOTAL = 40 * 1024 * 1024
    let sent = 0
    // Pulled one chunk at a time, only when the server reads: `sent` is what it asked for.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = sent === 0 ? head : sent >= TOTAL ? tail : new Uint8Array(CHUNK).fill(0x61)
          sent += chunk.byteLength
          controller.enqueue(chunk)
          if (chunk === tail) controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const request = new Request(`http://localhost:3000/api/realtors/${realtor.id}/import`, {
      method: 'POST',
      headers: { Authorization: `JWT ${cast.support.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const config = (await import('@payload-config')).default
    const { REST_POST } = await import('@payloadcms/next/routes')
    const response = await REST_POST(config)(request, { params: Promise.resolve({ slug: ['realtors', String(realtor.id), 'import'] }) })
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].message).toMatch(/\p{L}{3,}/u)
    // The file's megabyte, the form around it, and a chunk or two already on their way: never the 40 MB.
    expect(sent).toBeLessThan(1024 * 1024 + 64 * 1024 + 4 * CHUNK)
    const after = JSON.stringify(await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all', depth: 0, draft: true }))
    expect(after).toBe(before)
  })

  it('support may import, admin too', async () => {
    const admin = await makePerson(payload, 'admin')
    expect((await importAs(admin, JSON.stringify(await exported()))).status).toBe(201)
  })
})
