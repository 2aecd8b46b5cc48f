/**
 * Freshness: the time from sending a realtor update through the REST API (PATCH as the seeded
 * admin) to the first response of the public page that carries the new text. The page is polled
 * back to back with 10 ms pauses, from the moment the PATCH has answered; the clock starts before
 * the PATCH is sent, so its own duration counts. Gives up after 10 s per round.
 */
import { request } from './http'

const POLL_PAUSE_MS = 10
const GIVE_UP_MS = 10_000

export type FreshnessRound = { totalMs: number; patchMs: number; polls: number }

export async function measureFreshness(options: {
  origin: string
  /** Where the page is read: another instance than the one saving (default: the same). */
  pageOrigin?: string
  realtorId: number
  pagePath: string
  email: string
  password: string
  rounds: number
}): Promise<FreshnessRound[]> {
  const token = await login(options.origin, options.email, options.password)
  const rounds: FreshnessRound[] = []
  for (let round = 1; round <= options.rounds; round++) {
    const marker = `bench-fresh-${Date.now().toString(36)}-${round}`
    const started = performance.now()
    const patch = await request(`${options.origin}/api/realtors/${options.realtorId}?locale=ko&depth=0`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ aboutMe: `Freshness check ${marker}` }),
    })
    const patchMs = performance.now() - started
    if (patch.status !== 200) throw new Error(`PATCH realtor answered ${patch.status}: ${patch.body.toString().slice(0, 300)}`)
    let polls = 0
    while (true) {
      polls++
      const page = await request(`${options.pageOrigin ?? options.origin}${options.pagePath}`, { headers: { 'accept-encoding': 'identity' } })
      if (page.status === 200 && page.body.includes(marker)) break
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`${options.pagePath} did not show the update within ${GIVE_UP_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS))
    }
    const totalMs = performance.now() - started
    rounds.push({ totalMs, patchMs, polls })
    console.log(`[freshness] round ${round}: ${Math.round(totalMs)} ms (PATCH ${Math.round(patchMs)} ms, ${polls} page requests)`)
  }
  return rounds
}

export async function login(origin: string, email: string, password: string): Promise<string> {
  const response = await request(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const token = response.status === 200 ? (JSON.parse(response.body.toString()) as { token?: string }).token : undefined
  if (!token) throw new Error(`admin login answered ${response.status}: ${response.body.toString().slice(0, 300)}`)
  return token
}
