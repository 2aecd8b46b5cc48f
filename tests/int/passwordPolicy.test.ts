/** Password policy wherever a password is set: create, change, and reset by token. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePerson, uniqueSlug, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let admin: Person

beforeAll(async () => {
  payload = await testPayload()
  admin = await makePerson(payload, 'admin')
})

const createUser = (password: string, email = `${uniqueSlug('pw')}@example.com`) =>
  rest('POST', '/users', { token: admin.token, headers: { 'Accept-Language': 'en' }, body: { email, password, roles: ['agent'] } })

async function firstError(response: Response) {
  const body = (await response.json()) as { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
  return body.errors[0].data?.errors?.[0]
}

describe('password policy', () => {
  it.each([
    ['short-pw-1', /at least 12 characters/],
    ['onlylettersinthisone', /letters and digits or symbols/],
    ['123456789012345', /letters and digits or symbols/],
  ])('refuses %s on create with a message at the password field', async (password, message) => {
    const response = await createUser(password)
    expect(response.status).toBe(400)
    expect(await firstError(response)).toMatchObject({ path: 'password', message: expect.stringMatching(message) })
  })

  it('answers in the admin language of the editor', async () => {
    const response = await rest('POST', '/users', {
      token: admin.token,
      headers: { 'Accept-Language': 'ko' },
      body: { email: `${uniqueSlug('pw')}@example.com`, password: 'short', roles: ['agent'] },
    })
    expect((await firstError(response))?.message).toBe('비밀번호는 12자 이상이어야 합니다.')
  })

  it('accepts a long mixed password, and refuses a weak one on change and on reset, keeping the old one', async () => {
    const created = await createUser('a-good-password-9')
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; email: string } }

    const changed = await rest('PATCH', `/users/${doc.id}`, { token: admin.token, body: { password: 'weak' } })
    expect(changed.status).toBe(400)

    const token = await payload.forgotPassword({ collection: 'users', data: { email: doc.email }, disableEmail: true })
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'weak' } })
    expect(reset.status).toBe(400)

    const login = await rest('POST', '/users/login', { body: { email: doc.email, password: 'a-good-password-9' } })
    expect(login.status).toBe(200)
  })
})
