/**
 * Cookie sign-in counts only from our own hosts and agents' domains (CSRF), and
 * only those get CORS answers; a domain saved on a realtor is trusted at once.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePerson, makeRealtor, uniqueSlug, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { refreshAllowedOrigins } from '@/server/allowedOrigins'
import { rest } from '../harness/rest'

let payload: Payload
let staff: Person

beforeAll(async () => {
  payload = await testPayload()
  staff = await makePerson(payload, 'staff')
})

/** GET /api/users/me with the session cookie, as a browser on `origin` would send it. */
async function meFrom(origin: string | null) {
  const headers: Record<string, string> = { Cookie: `payload-token=${staff.token}` }
  if (origin) headers.Origin = origin
  const response = await rest('GET', '/users/me', { headers })
  const body = (await response.json()) as { user: { email: string } | null }
  return { user: body.user, allowOrigin: response.headers.get('access-control-allow-origin') }
}

describe('cookie sign-in and CORS', () => {
  it('trusts the platform origin', async () => {
    const { user, allowOrigin } = await meFrom('http://localhost:3000')
    expect(user?.email).toBe(staff.email)
    expect(allowOrigin).toBe('http://localhost:3000')
  })

  it('ignores the cookie sent from another site, and gives it no CORS answer', async () => {
    const { user, allowOrigin } = await meFrom('https://evil.example')
    expect(user).toBeNull()
    expect(allowOrigin).toBeNull()
  })

  it('ignores a cookie without any browser origin information (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await meFrom(null)).user).toBeNull()
  })

  it("trusts an agent's custom domain as soon as it is saved, and forgets it when removed", async () => {
    const domain = `${uniqueSlug('site')}.example.com`
    const origin = `http://${domain}:3000`
    expect((await meFrom(origin)).user).toBeNull()

    const realtor = await makeRealtor(payload, { customDomain: domain })
    const trusted = await meFrom(origin)
    expect(trusted.user?.email).toBe(staff.email)
    expect(trusted.allowOrigin).toBe(origin)

    await payload.update({ collection: 'realtors', id: realtor.id, data: { customDomain: null } })
    expect((await meFrom(origin)).user).toBeNull()
  })

  it('the periodic refresh (what other server processes run) finds saved domains too', async () => {
    const domain = `${uniqueSlug('periodic')}.example.com`
    await makeRealtor(payload, { customDomain: domain })
    payload.config.csrf.splice(0, payload.config.csrf.length, 'http://localhost:3000')
    expect(await refreshAllowedOrigins(payload)).toContain(`http://${domain}:3000`)
    expect((await meFrom(`http://${domain}:3000`)).user?.email).toBe(staff.email)
  })
})
