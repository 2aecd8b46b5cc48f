/**
 * robots.txt and sitemap.xml name only configured origins (PUBLIC_URL, a published agent's
 * saved domain): the request's Host picks one of them and is never echoed back. The platform's
 * sitemap is an index of children; an agent's domain has one plain sitemap.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as robots } from '@/app/robots.txt/route'
import type { Realtor } from '@/payload-types'
import { overrideEnv } from '../harness/env'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { getChildSitemap, getRootSitemap, locsOf, platformChildren, requestFor } from '../harness/sitemaps'

let payload: Payload
let domain: string
let onDomain: Realtor
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  domain = `${uniqueSlug('robots')}.example.com`
  onDomain = await makeRealtor(payload, { customDomain: domain })
  // The agent's own terms: their domain's sitemap lists the legal pages that exist.
  await payload.create({
    collection: 'pages',
    data: { kind: 'terms', title: 'Terms', realtor: onDomain.id, _status: 'published' } as never,
  })
})
afterEach(() => restoreEnv())

const hreflangsOf = (xml: string, loc: string) => {
  const entry = xml.split('<url>').find((part) => part.startsWith(`<loc>${loc}</loc>`)) ?? ''
  return [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`)
}

describe('robots.txt', () => {
  it("names the platform's public origin on a home host, whatever port or URL the request came with", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await robots(requestFor('/robots.txt', 'localhost:3000'))).text()
    expect(body).toContain('Sitemap: https://homes.example.com/sitemap.xml')
  })

  it('never echoes an unknown Host: the platform origin is named instead', async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await robots(requestFor('/robots.txt', 'evil.example'))).text()
    expect(body).not.toContain('evil.example')
    expect(body).toContain('Sitemap: https://homes.example.com/sitemap.xml')
  })

  it("names an agent's own domain, as saved, with the public URL's scheme", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await robots(requestFor('/robots.txt', `${domain.toUpperCase()}:8080`))).text()
    expect(body).toContain(`Sitemap: https://${domain}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('is an index on the platform, whose children list platform URLs on the public origin only', async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const { index, children } = await platformChildren()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locsOf(index)).toContain('https://homes.example.com/sitemaps/platform.xml')
    for (const location of locsOf(index)) expect(location).toMatch(/^https:\/\/homes\.example\.com\/sitemaps\/[a-z]+(-[1-9][0-9]*)?\.xml$/)
    const locations = children.flatMap((child) => locsOf(child.xml))
    expect(locations).toContain('https://homes.example.com/ja-JP')
    for (const location of locations) expect(location.startsWith('https://homes.example.com/')).toBe(true)
    const landing = children.find((child) => child.file === 'platform.xml')!.xml
    expect(hreflangsOf(landing, 'https://homes.example.com/en')).toEqual([
      'ko-KR https://homes.example.com/',
      'en-US https://homes.example.com/en',
      'ja-JP https://homes.example.com/ja-JP',
      'x-default https://homes.example.com/',
    ])
  })

  it("lists an agent domain's pages on that saved domain, with their alternates, and nothing for an unknown host", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const response = await getRootSitemap(domain.toUpperCase())
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain(`<loc>https://${domain}/terms</loc>`)
    expect(xml).toContain(`<loc>https://${domain}/en/homes</loc><lastmod>${onDomain.updatedAt}</lastmod>`)
    expect(hreflangsOf(xml, `https://${domain}/ja-JP/homes`)).toEqual([
      `ko-KR https://${domain}/homes`,
      `en-US https://${domain}/en/homes`,
      `ja-JP https://${domain}/ja-JP/homes`,
      `x-default https://${domain}/homes`,
    ])
    // Their pages are canonical there, not under the platform's /{desiredUrl}.
    const platform = children(await platformChildren())
    expect(platform).not.toContain(`/${onDomain.desiredUrl}<`)
    expect((await getRootSitemap('evil.example')).status).toBe(404)
  })

  it('answers 404 for a child that is not in the index, and for any child on an agent domain or unknown host', async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    for (const file of [
      'agents-0.xml',
      'agents-01.xml',
      'agents-999999.xml',
      'listings-999999.xml',
      'agents-2147484.xml',
      'listings-9999999999.xml',
      'agents-1.txt',
      'other.xml',
    ]) {
      expect((await getChildSitemap(file, 'localhost:3000')).status, file).toBe(404)
    }
    expect((await getChildSitemap('platform.xml', 'localhost:3000')).status).toBe(200)
    expect((await getChildSitemap('platform.xml', domain)).status).toBe(404)
    expect((await getChildSitemap('platform.xml', 'evil.example')).status).toBe(404)
  })
})

const children = ({ children }: Awaited<ReturnType<typeof platformChildren>>) => children.map((child) => child.xml).join('\n')
