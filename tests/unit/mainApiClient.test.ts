/** The main API client against a real HTTP stand-in: what it sends, and what a refusal says. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { callMainApi, MainApiError, mainApiConfigured } from '@/integrations/mainApi/client'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

let mainApi: StandIn
beforeAll(async () => {
  mainApi = await startStandIn()
})
afterAll(() => mainApi.close())

const env = () => ({ MAIN_API_URL: mainApi.url, MAIN_API_TOKEN: 'secret-token' })

describe('main API client', () => {
  test('sends JSON with the bearer token and the idempotency key to the base URL and answers the body', async () => {
    mainApi.replyWith({ status: 201, body: { id: 'main-9' } })
    const answer = await callMainApi(
      { method: 'POST', path: '/v1/realtor', expect: 201, body: { email: 'a@example.com' }, idempotencyKey: 'realtor-3-create' },
      env(),
    )
    expect(answer).toEqual({ id: 'main-9' })
    const sent = mainApi.requests.at(-1)!
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/realtor', body: '{"email":"a@example.com"}' })
    expect(sent.headers.authorization).toBe('Bearer secret-token')
    expect(sent.headers['content-type']).toBe('application/json')
    expect(sent.headers['idempotency-key']).toBe('realtor-3-create')
  })

  test('an unexpected status throws an error with the status and the server message', async () => {
    mainApi.replyWith({ status: 422, body: { message: 'realtor email already registered' } })
    const refusal = await callMainApi({ method: 'PATCH', path: '/v1/realtor/7', expect: 200, body: {}, idempotencyKey: 'k' }, env()).catch(
      (e: unknown) => e,
    )
    expect(refusal).toBeInstanceOf(MainApiError)
    expect(refusal).toMatchObject({ status: 422, serverMessage: 'realtor email already registered' })
    expect((refusal as Error).message).toBe('main API PATCH /v1/realtor/7 answered 422: realtor email already registered')
  })

  test('without a token no Authorization header is sent; without a URL the API counts as off', async () => {
    mainApi.replyWith({ status: 200 })
    await callMainApi({ method: 'DELETE', path: '/v1/realtor/7', expect: 200, idempotencyKey: 'k' }, { MAIN_API_URL: mainApi.url })
    expect(mainApi.requests.at(-1)!.headers.authorization).toBeUndefined()
    expect(mainApiConfigured({})).toBe(false)
    expect(mainApiConfigured(env())).toBe(true)
  })
})
