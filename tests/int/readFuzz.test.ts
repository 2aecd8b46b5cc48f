/**
 * Property-based fuzzing of the REST reads every visitor and editor can send:
 * 5,000 generated requests over every collection (by id, list, count) with
 * generated ids, `where` (paths through relationships, hidden fields,
 * operators, values), `sort`, `page`, `limit` and `depth`, as a visitor, an
 * agent and staff. Never a 5xx; every 4xx says why; a hidden field never
 * sorts or filters a list.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

const RUNS = 5000
// Fixed seed: every run sends the same requests (a failure prints the seed and path to replay it).
const SEED = 20261123

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

const collections = ['realtors', 'listings', 'media', 'pages', 'leads', 'contacts', 'users'] as const

const junk = fc.oneof(
  fc.constantFrom('', ' ', 'abc', '1.5', '-1', '0', '1e3', '0x10', 'NaN', 'Infinity', 'null', 'true', '2147483648', '99999999999999999999'),
  fc.constantFrom('../../etc/passwd', '%00', '\u0000', '<script>', "' OR 1=1 --", 'x'.repeat(300), '한국어', '{"a":1}'),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }),
)
/** Mostly absent, often valid, sometimes junk: most requests must get real answers too. */
const sometimes = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk })

/** Fields each collection really has (including relationships and hidden ones), then paths no collection has. */
const fieldsOf: Record<(typeof collections)[number], string[]> = {
  realtors: [
    'id',
    'createdAt',
    'desiredUrl',
    'displayName',
    'displayName.en',
    '_status',
    'owner',
    'owner.id',
    'owner.email',
    'owner.hash',
    'owner.roles',
    'photos.kind',
    'photos.image',
    'activityRegion.state',
    'salesCount',
  ],
  listings: ['id', 'createdAt', 'realtor', 'realtor.owner', 'realtor.owner.email', 'realtor.owner.hash', 'realtor.desiredUrl', 'title'],
  media: ['id', 'createdAt', 'filename', 'width', 'height', 'alt', 'mimeType'],
  pages: ['id', 'createdAt', 'slug', 'title', 'realtor', 'realtor.owner.salt'],
  leads: ['id', 'createdAt', 'name', 'phone'],
  contacts: ['id', 'createdAt', 'realtor', 'email', 'realtor.owner.email'],
  users: ['id', 'createdAt', 'email', 'name', 'roles', 'hash', 'salt', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'sessions.id'],
}
const strangePaths = fc.constantFrom('owner.password', 'nope', 'a.b.c', '__proto__', 'constructor', '', 'id.id', 'owner..email')

const operators = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom('equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'less_than_equal', 'like', 'contains'),
  },
  { weight: 1, arbitrary: fc.constantFrom('all', 'not_like', 'near', 'within', 'intersects', 'bogus', '') },
)
const values = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('1', '2', 'true', 'false', '1,2', 'a', 'agent', '2026-01-01') },
  { weight: 2, arbitrary: junk },
)

type Condition = { prefix: string; path: string; operator: string; value: string }

const request = fc.constantFrom(...collections).chain((collection) => {
  const paths = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldsOf[collection]) }, { weight: 1, arbitrary: strangePaths })
  const condition = fc.record({
    prefix: fc.constantFrom('', '', '[or][0]', '[and][1]', '[or][0][and][0]'),
    path: paths,
    operator: operators,
    value: values,
  })
  return fc.record({
    collection: fc.constant(collection),
    shape: fc.constantFrom('list', 'list', 'byId', 'count'),
    id: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '4') }, { weight: 1, arbitrary: junk }),
    page: sometimes(fc.integer({ min: 1, max: 3 }).map(String)),
    limit: sometimes(fc.integer({ min: 0, max: 20 }).map(String)),
    depth: sometimes(fc.integer({ min: 0, max: 3 }).map(String)),
    sort: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.tuple(fc.boolean(), paths).map(([down, path]) => (down ? `-${path}` : path)) },
      { weight: 1, arbitrary: junk },
    ),
    where: fc.oneof(
      { weight: 1, arbitrary: fc.constant([] as Condition[]) },
      { weight: 1, arbitrary: fc.array(condition, { minLength: 1, maxLength: 2 }) },
    ),
    rawWhere: fc.option(
      fc.oneof(
        fc.constant('{"id":{"equals":1}}'),
        fc.constant('{broken'),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      ),
      { nil: undefined, freq: 10 },
    ),
    who: fc.constantFrom('visitor', 'agent', 'staff'),
  })
})

type Generated = {
  collection: string
  shape: string
  id: string
  page?: string
  limit?: string
  depth?: string
  sort?: string
  where: Condition[]
  rawWhere?: string
  who: string
}

function url(r: Generated): string {
  const params: string[] = []
  const add = (key: string, value: string) => params.push(`${key}=${encodeURIComponent(value)}`)
  if (r.page !== undefined) add('page', r.page)
  if (r.limit !== undefined) add('limit', r.limit)
  if (r.depth !== undefined) add('depth', r.depth)
  if (r.sort !== undefined) add('sort', r.sort)
  if (r.rawWhere !== undefined) add('where', r.rawWhere)
  else for (const c of r.where) add(`where${c.prefix}[${c.path}]${c.operator ? `[${c.operator}]` : ''}`, c.value)
  const path =
    r.shape === 'byId'
      ? `/${r.collection}/${encodeURIComponent(r.id)}`
      : r.shape === 'count'
        ? `/${r.collection}/count`
        : `/${r.collection}`
  return params.length ? `${path}?${params.join('&')}` : path
}

const SECRETS = /(^|\.)(hash|salt|password|resetPasswordToken|loginAttempts|lockUntil)$/

describe('fuzzing REST reads', () => {
  it(`${RUNS} generated reads: no 5xx, every refusal explained, no sort or filter by a secret`, async () => {
    const tokens = { visitor: undefined, agent: cast.owner.token, staff: cast.staff.token }
    const seen = new Map<number, number>()
    const started = performance.now()
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const r = generated as Generated
        const path = url(r)
        const response = await rest('GET', path, { token: tokens[r.who as keyof typeof tokens] })
        const text = await response.text()
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1)
        expect(response.status, `${path} -> ${text.slice(0, 200)}`).toBeLessThan(500)
        if (response.status >= 400) {
          const body = JSON.parse(text) as { errors?: { message?: unknown }[] }
          expect(typeof body.errors?.[0]?.message, path).toBe('string')
          expect(String(body.errors?.[0]?.message).trim().length, path).toBeGreaterThan(3)
        }
        const bySecret = SECRETS.test((r.sort ?? '').replace(/^-/, '')) && r.shape === 'list'
        if (bySecret) expect(response.status, path).toBe(400)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    const seconds = (performance.now() - started) / 1000
    console.log(`[fuzz] ${RUNS} reads in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...seen].sort()))}`)
    // The generator reaches real answers, not only refusals.
    expect(seen.get(200) ?? 0).toBeGreaterThan(500)
    expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(1)
  }, 300_000)
})
