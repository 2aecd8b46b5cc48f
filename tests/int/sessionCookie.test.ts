/**
 * The session cookie is `Secure` when the public URL is https (read when the server
 * starts, as in production). This file loads its own Payload with PUBLIC_URL set first;
 * every other file runs with the http default, whose cookie must stay usable on http.
 */
import { beforeAll, describe, expect, it } from 'vitest'

// Before anything loads the config (helpers are imported below, once this is set).
process.env.PUBLIC_URL = 'https://homes.example.com'
const PASSWORD = 'cookie-password-1'

let rest: typeof import('../harness/rest').rest
let email: string

beforeAll(async () => {
  ;({ rest } = await import('../harness/rest'))
  const { testPayload } = await import('../harness/payload')
  const payload = await testPayload()
  email = `cookie-${Date.now()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['staff'], name: 'cookie' } })
})

describe('session cookie', () => {
  it('is Secure, HttpOnly and SameSite=Lax when PUBLIC_URL is https', async () => {
    const response = await rest('POST', '/users/login', { body: { email, password: PASSWORD } })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })
})
