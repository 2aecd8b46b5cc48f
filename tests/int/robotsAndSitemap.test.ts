/**
 * robots.txt and sitemap.xml name only configured origins (PUBLIC_URL, a published agent's
 * saved domain): the request's Host picks one of them and is never echoed back.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as robots } from '@/app/robots.txt/route'
import { GET as sitemap } from '@/app/sitemap.xml/route'
import { overrideEnv } from '../harness/env'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { testPayload } from '../harness/payload'

let payload: Payload
let domain: string
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  domain = `${uniqueSlug('robots')}.example.com`
  await makeRealtor(payload, { customDomain: domain })
})
afterEach(() => restoreEnv())

const get = (handler: (request: Request) => Response | Promise<Response>, path: string, host: string) =>
  handler(new Request(`http://localhost:3000${path}`, { headers: { Host: host } }))

describe('robots.txt', () => {
  it("names the platform's public origin on a home host, whatever port or URL the request came with", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await get(robots, '/robots.txt', 'localhost:3000')).text()
    expect(body).toContain('Sitemap: https://homes.example.com/sitemap.xml')
  })

  it('never echoes an unknown Host: the platform origin is named instead', async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await get(robots, '/robots.txt', 'evil.example')).text()
    expect(body).not.toContain('evil.example')
    expect(body).toContain('Sitemap: https://homes.example.com/sitemap.xml')
  })

  it("names an agent's own domain, as saved, with the public URL's scheme", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const body = await (await get(robots, '/robots.txt', `${domain.toUpperCase()}:8080`)).text()
    expect(body).toContain(`Sitemap: https://${domain}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('lists platform URLs on the public origin only', async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const xml = await (await get(sitemap, '/sitemap.xml', 'localhost:3000')).text()
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations) expect(location.startsWith('https://homes.example.com/')).toBe(true)
  })

  it("lists an agent domain's pages on that saved domain, and nothing for an unknown host", async () => {
    restoreEnv = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const xml = await (await get(sitemap, '/sitemap.xml', domain.toUpperCase())).text()
    expect(xml).toContain(`<loc>https://${domain}/terms</loc>`)
    expect((await get(sitemap, '/sitemap.xml', 'evil.example')).status).toBe(404)
  })
})
