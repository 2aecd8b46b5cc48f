/**
 * The platform's sitemap at scale, as a search engine reads it: 10,000 agents (written with SQL,
 * as the bench clones them: Payload would take minutes), an index naming every child, each child
 * within the protocol's limits, every agent page listed exactly once in each locale, drafts nowhere.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { parse, validate } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@/lib/seo/sitemapXml'
import { overrideEnv } from '../harness/env'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { locsOf, platformChildren, platformSitemapText } from '../harness/sitemaps'

const AGENTS = 10_000
/** Every 1,000th seeded agent is a draft. */
const isDraft = (n: number) => n % 1_000 === 500
const ORIGIN = 'https://homes.example.com'

let payload: Payload
let prefix: string
let template: { id: number; desiredUrl: string }
let restoreEnv = () => {}
let seedMs = 0

const sql = (text: string, values: unknown[] = []) => (payload.db as unknown as PostgresAdapter).pool.query(text, values)
const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

beforeAll(async () => {
  payload = await testPayload()
  restoreEnv = overrideEnv({ PUBLIC_URL: ORIGIN })
  prefix = uniqueSlug('smx')
  // A draft made by Payload: the row the clones copy, and itself an agent no sitemap may show.
  template = await makeRealtor(payload, { desiredUrl: `${prefix}-template`, _status: 'draft' })
  const started = Date.now()
  const { rows: columns } = await sql(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = 'realtors' AND column_name <> 'id' ORDER BY ordinal_position`,
  )
  const { rows: unique } = await sql(
    `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
     WHERE i.indrelid = 'public.realtors'::regclass AND i.indisunique AND NOT i.indisprimary AND i.indnatts = 1`,
  )
  const uniqueNames = new Set(unique.map((row: { name: string }) => row.name))
  const value = (name: string) => {
    if (name === 'desired_url') return `$1 || '-' || g`
    if (name === '_status') return `(CASE WHEN g % 1000 = 500 THEN 'draft' ELSE 'published' END)::enum_realtors_status`
    // Distinct, known times: the index's lastmod is checked against them.
    if (name === 'updated_at') return `timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'`
    if (uniqueNames.has(name)) return 'NULL'
    return `t.${q(name)}`
  }
  const names: string[] = columns.map((row: { name: string }) => row.name)
  await sql(
    `INSERT INTO realtors (${names.map(q).join(', ')})
     SELECT ${names.map(value).join(', ')} FROM generate_series(1, ${AGENTS}) g CROSS JOIN realtors t WHERE t.id = $2`,
    [prefix, template.id],
  )
  seedMs = Date.now() - started
}, 60_000)

afterAll(async () => {
  restoreEnv()
  await sql(`DELETE FROM realtors WHERE desired_url LIKE $1 AND id <> $2`, [`${prefix}-%`, template.id])
  await payload.delete({ collection: 'realtors', id: template.id })
})

describe('the platform sitemap index with 10,000 agents', () => {
  it('names valid children within the limits that list every published agent page once per locale, and no draft', async () => {
    const started = Date.now()
    const { index, children } = await platformChildren()
    expect(validate(index)).toBe(true)
    const parsed = parse(index, { ignoreAttributes: false })
    expect(parsed.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(children.map((child) => child.file)).toContain('platform.xml')
    // 10,000 agents at 1,000 a chunk: at least 10 agent chunks.
    expect(children.filter((child) => child.file.startsWith('agents-')).length).toBeGreaterThanOrEqual(10)

    const seen = new Map<string, number>()
    for (const child of children) {
      expect(child.response.status, child.file).toBe(200)
      expect(child.response.headers.get('Cache-Control')).toBe('public, max-age=3600')
      expect(validate(child.xml), child.file).toBe(true)
      expect(child.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
      expect(Buffer.byteLength(child.xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES)
      const locs = locsOf(child.xml)
      expect(locs.length, child.file).toBeGreaterThan(0)
      expect(locs.length, child.file).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
      for (const loc of locs) seen.set(loc, (seen.get(loc) ?? 0) + 1)
      // The index's lastmod of a child is the newest of its pages'. Every agent page has one (the
      // agent's updatedAt); the platform's pages only once saved (a fresh database's landing never was).
      const lastmods = [...child.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => Date.parse(match[1]!))
      if (child.file.startsWith('agents-')) expect(lastmods.length, child.file).toBe(locs.length)
      if (lastmods.length > 0) expect(Date.parse(child.lastmod ?? ''), child.file).toBe(Math.max(...lastmods))
      else expect(child.lastmod, child.file).toBeNull()
    }

    const missing: string[] = []
    const repeated: string[] = []
    for (let n = 1; n <= AGENTS; n++) {
      const desiredUrl = `${prefix}-${n}`
      for (const path of [`/${desiredUrl}`, `/${desiredUrl}/homes`]) {
        for (const url of [`${ORIGIN}${path}`, `${ORIGIN}/en${path}`, `${ORIGIN}/ja-JP${path}`]) {
          const count = seen.get(url) ?? 0
          if (isDraft(n) ? count !== 0 : count !== 1) (count > 1 ? repeated : missing).push(url)
        }
      }
    }
    expect({ missing: missing.slice(0, 5), repeated: repeated.slice(0, 5) }).toEqual({ missing: [], repeated: [] })
    // Nothing of the drafts, under any path.
    const drafts = [template.desiredUrl, `${prefix}-500`, `${prefix}-9500`]
    for (const loc of seen.keys()) for (const draft of drafts) expect(loc.includes(`/${draft}/`) || loc.endsWith(`/${draft}`)).toBe(false)
    console.log(
      `[sitemapIndex] seeded ${AGENTS} agents in ${seedMs} ms; read the index and ${children.length} children in ${Date.now() - started} ms`,
    )
  }, 60_000)

  it('lists published neighbourhood pages and posts once per locale, and the blog and reviews pages only of agents with something on them', async () => {
    const { rows } = await sql(`SELECT id, desired_url FROM realtors WHERE desired_url = ANY($1)`, [[`${prefix}-1`, `${prefix}-2`]])
    const idOf = (n: number) => rows.find((row: { desired_url: string }) => row.desired_url === `${prefix}-${n}`)!.id as number
    const [first, second] = [idOf(1), idOf(2)]
    const area = { title: 'Woodbridge', state: 'CA' as const, city: 'Irvine' }
    const post = { title: 'First post', publishedAt: '2026-11-01T00:00:00.000Z' }
    const review = {
      clientName: 'J. L.',
      text: 'Great help',
      language: 'en' as const,
      source: 'direct' as const,
      reviewedAt: '2026-10-01T00:00:00.000Z',
    }
    const areas = [
      await payload.create({ collection: 'areas', data: { ...area, realtor: first, slug: 'woodbridge', _status: 'published' } }),
      await payload.create({ collection: 'areas', data: { ...area, realtor: first, slug: 'secret-area', _status: 'draft' } }),
    ]
    const posts = [
      await payload.create({ collection: 'posts', data: { ...post, realtor: first, slug: 'first-post', _status: 'published' } }),
      await payload.create({ collection: 'posts', data: { ...post, realtor: first, slug: 'draft-post', _status: 'draft' } }),
    ]
    const reviews = [
      await payload.create({ collection: 'reviews', data: { ...review, realtor: first, clientConsent: true, _status: 'published' } }),
      // Published without the client's consent: not shown, so agent 2 has no reviews page.
      await payload.create({ collection: 'reviews', data: { ...review, realtor: second, clientConsent: false, _status: 'published' } }),
    ]
    try {
      const text = await platformSitemapText()
      const count = (path: string) => locsOf(text).filter((loc) => loc === `${ORIGIN}${path}`).length
      for (const locale of ['', '/en', '/ja-JP']) {
        for (const path of ['/areas/woodbridge', '/blog/first-post', '/blog', '/reviews'])
          expect(count(`${locale}/${prefix}-1${path}`), path).toBe(1)
        for (const path of ['/areas/secret-area', '/blog/draft-post']) expect(count(`${locale}/${prefix}-1${path}`), path).toBe(0)
        for (const path of ['/blog', '/reviews']) expect(count(`${locale}/${prefix}-2${path}`), path).toBe(0)
      }
    } finally {
      await payload.delete({ collection: 'areas', where: { id: { in: areas.map((doc) => doc.id) } } })
      await payload.delete({ collection: 'posts', where: { id: { in: posts.map((doc) => doc.id) } } })
      await payload.delete({ collection: 'reviews', where: { id: { in: reviews.map((doc) => doc.id) } } })
    }
  }, 60_000)
})
