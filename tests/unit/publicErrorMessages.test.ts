import { describe, expect, it } from 'vitest'

import { publicErrorsKeepTheirMessage } from '../../src/server/publicErrorMessages'

const unknown = { errors: [{ message: 'An unknown error occurred.' }] }
const hook = (error: unknown, result: unknown) =>
  publicErrorsKeepTheirMessage({ error, result } as unknown as Parameters<typeof publicErrorsKeepTheirMessage>[0])

/** An error as a hook's copy of Payload's APIError looks in the production build: no name to go by. */
const refusal = (status: number, isPublic: boolean) =>
  Object.assign(new Error('게시할 수 없습니다: 자기소개 (일본어)'), { name: '', status, isPublic })

describe('a public refusal thrown by a hook', () => {
  it('answers with its own message where Payload could not tell it apart', () => {
    expect(hook(refusal(400, true), unknown)).toEqual({
      status: 400,
      response: { errors: [{ message: '게시할 수 없습니다: 자기소개 (일본어)' }] },
    })
    expect(hook(refusal(403, true), unknown)).toMatchObject({ status: 403 })
  })

  it('leaves private errors, server errors and answers Payload already worded alone', () => {
    expect(hook(refusal(400, false), unknown)).toBeUndefined()
    expect(hook(refusal(500, true), unknown)).toBeUndefined()
    expect(hook(refusal(400, true), { errors: [{ message: 'Payload said it' }] })).toBeUndefined()
  })
})
