/**
 * A deploy stops an instance with SIGTERM (after the load balancer stopped sending
 * it new requests): every request it had already taken is answered, none fails.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { closeDatabase, control, leadBody, nonce, serverUrl, submitLead, waitFor } from '../harness/scale/scaleLab'

afterAll(closeDatabase)
beforeEach(async () => {
  await control.reset()
})

describe('SIGTERM under load', () => {
  it('B stops with no failed in-flight request', async () => {
    const tag = nonce()
    const outcomes: string[] = []
    let sending = true
    let n = 0
    const loop = async (kind: 'page' | 'lead') => {
      while (sending) {
        const i = n++
        if (kind === 'lead') {
          const answer = await submitLead('b', leadBody(tag, i))
          outcomes.push(answer.status === 201 ? 'ok' : `lead ${i}: ${answer.status} ${answer.error ?? ''}`)
        } else {
          try {
            const response = await fetch(`${serverUrl('b')}/kim`, { signal: AbortSignal.timeout(30_000) })
            await response.arrayBuffer()
            outcomes.push(response.status === 200 ? 'ok' : `page: ${response.status}`)
          } catch (error) {
            outcomes.push(`page: ${String((error as Error).cause ?? (error as Error).message)}`)
          }
        }
      }
    }
    const load = Promise.all([...Array.from({ length: 4 }, () => loop('page')), ...Array.from({ length: 4 }, () => loop('lead'))])
    await waitFor('B under load', 60_000, async () => outcomes.length >= 40, 50)
    // As the load balancer does: no new requests to B from now on; those under way go on.
    sending = false
    const { exitCode } = await control.signal('b', 'SIGTERM')
    await load
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([])
    expect(exitCode).toBe(0)
  })
})
