/**
 * Varnish in front of both instances (deploy/varnish/default.vcl), as deployed: public pages from
 * its memory, an edit through either server visible through it within a second (the app purges by
 * tag), each visitor sent to their locale whatever the cache holds, nothing private ever kept, and
 * the cache catching up after purges could not reach it.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { adminToken, closeDatabase, control, nonce, realtorId, saveRealtor, varnishUrl, waitFor } from '../harness/scale/scaleLab'

afterAll(closeDatabase)
beforeEach(async () => {
  await control.reset()
})

type Visit = { status: number; cache: string | null; location: string | null; cookie: string | null; html: string }

/** One request through Varnish, redirects not followed. */
async function visit(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  const response = await fetch(`${varnishUrl()}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    html: await response.text(),
  }
}

/** Asks until Varnish answers `path` from its memory; that answer. */
async function cached(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  let last: Visit | undefined
  await waitFor(`${path} from Varnish's memory`, 10_000, async () => (last = await visit(path, headers)).cache === 'HIT', 25)
  return last!
}

/** Ms until Varnish serves `text` on `path`. */
async function seenThroughVarnish(path: string, text: string, ms: number): Promise<number> {
  const start = Date.now()
  await waitFor(`${text} through Varnish on ${path}`, ms, async () => (await visit(path)).html.includes(text), 25)
  return Date.now() - start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('Varnish in front of two instances', () => {
  it('serves /kim from memory, and an edit through either server within 1 s (median of 10)', async () => {
    const id = await realtorId('kim')
    const delays: number[] = []
    for (let i = 0; i < 10; i++) {
      const hit = await cached('/kim')
      expect(hit.status).toBe(200)
      const name = `Kim ${nonce()}`
      await saveRealtor(i % 2 === 0 ? 'a' : 'b', id, { displayName: name })
      delays.push(await seenThroughVarnish('/kim', name, 3000))
    }
    console.log(`[scale] edit -> visible through Varnish (ms): ${delays.join(', ')}; median ${median(delays)}`)
    expect(median(delays)).toBeLessThanOrEqual(1000)
  })

  it('sends a first-time Korean, English and Japanese visitor, and one with a cookie, to their locale at / and /kim', async () => {
    const korean = { 'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8' }
    const english = { 'Accept-Language': 'en-US,en;q=0.9' }
    const japanese = { 'Accept-Language': 'ja,en-US;q=0.7' }
    for (const path of ['/', '/kim']) {
      // The Korean page is in memory first: nobody else may get it.
      const koreanPage = await cached(path, korean)
      expect(koreanPage.status, path).toBe(200)
      expect(koreanPage.html).toMatch(/<html[^>]* lang="ko-KR"/)
      // The same bytes for everyone: the page's own script remembers the locale, no Set-Cookie.
      expect(koreanPage.cookie).toBeNull()

      const target = (prefix: string) => (path === '/' ? prefix : `${prefix}${path}`)
      for (const [headers, location] of [
        [english, target('/en')],
        [japanese, target('/ja-JP')],
        [{ ...korean, Cookie: 'theme=dark; i18n_redirected=en' }, target('/en')],
        [{ ...korean, Cookie: 'i18n_redirected=ja' }, target('/ja-JP')],
      ] as const) {
        const first = await visit(path, headers)
        const again = await cached(path, headers)
        for (const answer of [first, again]) {
          expect({ status: answer.status, location: answer.location }, `${path} ${JSON.stringify(headers)}`).toEqual({
            status: 307,
            location,
          })
        }
      }
      // An English browser whose visitor chose Korean gets the Korean page.
      const chosen = await cached(path, { ...english, Cookie: 'i18n_redirected=ko' })
      expect(chosen.status).toBe(200)
      expect(chosen.html).toMatch(/<html[^>]* lang="ko-KR"/)
    }
  })

  it('never keeps the admin, previews, the API, the homes search or a signed-in visitor', async () => {
    const token = await adminToken('a')
    const id = await realtorId('kim')
    const signedIn = { Cookie: `payload-token=${token}` }
    for (const [path, headers] of [
      ['/admin', signedIn],
      [`/preview/realtors/${id}`, signedIn],
      ['/api/users/me', { Authorization: `JWT ${token}` }],
      ['/kim/homes', {}],
      ['/kim', signedIn],
    ] as const) {
      const answers = [await visit(path, headers), await visit(path, headers), await visit(path, headers)]
      expect(
        answers.map((answer) => answer.cache),
        path,
      ).not.toContain('HIT')
      expect(answers[2]!.status, path).toBeLessThan(500)
    }
    // The API answers the signed-in user, not a kept copy of another's.
    const me = await visit('/api/users/me', { Authorization: `JWT ${token}` })
    expect(JSON.parse(me.html).user.email).toBe('scale-admin@example.com')
    expect((await visit('/api/users/me')).html).not.toContain('scale-admin@example.com')
  })

  it('catches up after a purge outage: the save is not held back, and the queued purge lands once Varnish is reachable', async () => {
    const id = await realtorId('park')
    await cached('/park')
    await control.purgesDown()
    const name = `Park ${nonce()}`
    await saveRealtor('b', id, { displayName: name })
    // The purge was tried and refused; Varnish keeps the page it has meanwhile.
    await waitFor('a refused purge', 10_000, async () => (await control.purges()).some((purge) => purge.status === 503), 50)
    expect((await visit('/park')).html).not.toContain(name)

    await control.purgesUp()
    const ms = await seenThroughVarnish('/park', name, 60_000)
    console.log(`[scale] purge outage: the edit showed through Varnish ${ms} ms after purges were back`)
    const purges = await control.purges()
    expect(purges.some((purge) => purge.status === 200 && purge.keys.includes(`realtor:${id}`))).toBe(true)
  })
})
