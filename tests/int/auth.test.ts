import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../runtime/seed/index'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

const admin = { email: 'int-admin@example.com', password: 'int-admin-password-1' }

describe('admin sign-in through the REST API', () => {
  beforeAll(async () => {
    process.env.SEED_ADMIN_EMAIL = admin.email
    process.env.SEED_ADMIN_PASSWORD = admin.password
    await seed(await testPayload())
  })

  it('returns a token that identifies the seeded admin', async () => {
    const response = await rest('POST', '/users/login', { body: admin })
    expect(response.status).toBe(200)
    const { token, user } = await response.json()
    expect(user.email).toBe(admin.email)
    expect(user.roles).toEqual(['admin'])

    const me = await rest('GET', '/users/me', { token })
    expect((await me.json()).user.email).toBe(admin.email)
  })

  it('rejects a wrong password with 401 and a message', async () => {
    const response = await rest('POST', '/users/login', {
      body: { email: admin.email, password: 'not-the-password' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(401)
    const { errors } = await response.json()
    expect(errors[0].message).toMatch(/incorrect/i)
  })

  it('seeding twice creates no second admin', async () => {
    const payload = await testPayload()
    await seed(payload)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: admin.email } },
    })
    expect(totalDocs).toBe(1)
  })
})
