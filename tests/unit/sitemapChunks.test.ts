/**
 * The platform's sitemap chunks stay within the protocol's limits (50,000 URLs, 50 MB) by their
 * sizes alone, and only the child names the index can give are accepted.
 */
import { describe, expect, it } from 'vitest'

import { AGENT_CONTENT_PAGES, AGENT_PAGES, chunkOf, idRange, parseSitemapName, sitemapPath, urlsPerChunk } from '@/lib/seo/sitemapChunks'
import { localizedUrls, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemapXml'

/** Every page an agent can have in their chunk: the fixed ones and the blog and reviews. */
const agentPages = [...AGENT_PAGES, ...Object.values(AGENT_CONTENT_PAGES)]

describe('sitemap chunks', () => {
  it('hold at most 50,000 URLs each, with room for more pages per agent', () => {
    // Room for sixteen pages an agent (twelve URLs an agent at most today: four pages in three locales).
    expect((urlsPerChunk('agents') / agentPages.length) * 16).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
    for (const kind of ['listings', 'areas', 'posts'] as const) expect(urlsPerChunk(kind)).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
  })

  it('stay under 50 MB for a full agents chunk of long addresses', () => {
    const origin = 'https://homes.example.com'
    const desiredUrl = 'a'.repeat(100)
    const agents = Array.from({ length: urlsPerChunk('agents') / agentPages.length / 3 }, (_, n) => `${desiredUrl}-${n}`)
    const urls = agents.flatMap((agent) =>
      agentPages.flatMap((page) => localizedUrls(origin, `/${agent}${page}`, '2026-11-28T00:00:00.000Z')),
    )
    expect(urls).toHaveLength(urlsPerChunk('agents'))
    // Sixteen pages an agent would be four times this.
    expect(Buffer.byteLength(urlsetXml(urls)) * 4).toBeLessThan(SITEMAP_MAX_BYTES)
  })

  it('are id ranges: chunk n holds ids ((n-1)*1000, n*1000]', () => {
    expect([chunkOf('agents', 1), chunkOf('agents', 1_000), chunkOf('agents', 1_001)]).toEqual([1, 1, 2])
    expect(idRange('agents', 3)).toEqual({ after: 2_000, upTo: 3_000 })
    expect(idRange('listings', 1)).toEqual({ after: 0, upTo: 10_000 })
  })

  it('are named as the index names them, and nothing else is a child', () => {
    for (const name of [
      { kind: 'platform' } as const,
      { kind: 'agents', chunk: 12 } as const,
      { kind: 'listings', chunk: 1 } as const,
      { kind: 'posts', chunk: 2 } as const,
    ]) {
      expect(parseSitemapName(sitemapPath(name).replace('/sitemaps/', ''))).toEqual(name)
    }
    for (const file of [
      'agents-0.xml',
      'agents-01.xml',
      'agents-1',
      'agents-1.xml.gz',
      'Agents-1.xml',
      'agents--1.xml',
      'agents-1e3.xml',
      'agents-3000000.xml',
    ]) {
      expect(parseSitemapName(file), file).toBeNull()
    }
  })
})

describe('sitemap XML', () => {
  it('gives every locale its entry, each naming all three and x-default', () => {
    const urls = localizedUrls('https://a.example', '/kim', null)
    expect(urls.map((url) => url.loc)).toEqual(['https://a.example/kim', 'https://a.example/en/kim', 'https://a.example/ja-JP/kim'])
    expect(urls[2]!.alternates.map((a) => a.hreflang)).toEqual(['ko-KR', 'en-US', 'ja-JP', 'x-default'])
    expect(urls[0]!.alternates.at(-1)!.href).toBe('https://a.example/kim')
  })

  it('escapes what XML would misread, and leaves out an unknown lastmod', () => {
    const xml = urlsetXml([{ loc: 'https://a.example/?a=1&b=<2>', lastmod: null, alternates: [] }])
    expect(xml).toContain('<loc>https://a.example/?a=1&#38;b=&#60;2&#62;</loc></url>')
    expect(sitemapIndexXml([{ loc: 'https://a.example/sitemaps/platform.xml', lastmod: '2026-01-01T00:00:00.000Z' }])).toContain(
      '<sitemap><loc>https://a.example/sitemaps/platform.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>',
    )
  })
})
