/**
 * Valid, unique submissions (src/lib/leads/leadSchema.ts, src/lib/contacts/contactSchema.ts)
 * and the calls a visitor and an editor make against the production server.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import { baseUrl } from './control'
import { RESILIENCE_ADMIN } from './settings'

/** Lowercase letters only: fits names, e-mails and realtor slugs alike. */
export function nonce(): string {
  return crypto
    .randomBytes(5)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)])
}

const digits = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0')

export function leadBody(tag: string, i: number) {
  return {
    name: `Lead ${tag} ${i}`,
    area: 'Irvine, CA',
    phoneCountryCode: 'KR',
    phone: `010-${digits(Math.floor(i / 10_000), 4)}-${digits(i, 4)}`,
    hasSite: i % 2 === 0,
    agreePrivacy: true,
    agreeContact: true,
    website: '',
    locale: 'ko',
    page: '/',
  }
}

export function contactBody(tag: string, i: number, realtorId: number) {
  return {
    realtorId,
    lastName: 'Lee',
    firstName: `${tag}-${i}`,
    email: `${tag}-${i}@example.com`,
    phoneCountryCode: 'US',
    phone: `949-555-${digits(i, 4)}`,
    message: `Contact ${tag} ${i}`,
    isTerm: 'Y',
  }
}

export type Answer = {
  status: number
  json: { id?: number; errors?: { message: string }[] } | null
  retryAfter?: string | null
  ms: number
}

/** POSTs JSON; a network failure or a timeout answers status 0 with the reason. */
export async function post(path: string, body: unknown, timeoutMs = 120_000): Promise<Answer> {
  const start = Date.now()
  try {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const json = await response.json().catch(() => null)
    return { status: response.status, json, retryAfter: response.headers.get('retry-after'), ms: Date.now() - start }
  } catch (error) {
    return {
      status: 0,
      json: { errors: [{ message: String((error as Error).cause ?? (error as Error).message) }] },
      ms: Date.now() - start,
    }
  }
}

export async function get(path: string, timeoutMs = 30_000): Promise<{ status: number; ms: number }> {
  const start = Date.now()
  try {
    const response = await fetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return { status: response.status, ms: Date.now() - start }
  } catch {
    return { status: 0, ms: Date.now() - start }
  }
}

/** The seeded admin's REST client: `JWT` bearer, as the admin UI's fetches. */
export async function adminClient() {
  const login = await post('/api/users/login', RESILIENCE_ADMIN)
  const token = (login.json as { token?: string } | null)?.token
  if (!token) throw new Error(`admin login failed (${login.status}): ${JSON.stringify(login.json)}`)
  return async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json().catch(() => null)) as { doc?: { id: number }; errors?: unknown } | null }
  }
}

/** Runs `task` over `items` with at most `width` in flight. */
export async function inParallel<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index], index)
      }
    }),
  )
  return results
}

/** "201 x998, 500 x2": how often each value occurs. */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string | number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, n]) => `${value} x${n}`).join(', ')
}

/** Which of `expected` were not `seen`, and which were seen more than once (others are ignored). */
export function onceEach<T>(expected: Iterable<T>, seen: T[]): { missing: T[]; duplicated: T[] } {
  const counts = new Map<T, number>([...expected].map((value) => [value, 0]))
  for (const value of seen) if (counts.has(value)) counts.set(value, counts.get(value)! + 1)
  const entries = [...counts]
  return { missing: entries.filter(([, n]) => n === 0).map(([v]) => v), duplicated: entries.filter(([, n]) => n > 1).map(([v]) => v) }
}

export type HeldPost = {
  /** Resolves once the server has taken the connection and read the headers (its 100 Continue). */
  accepted: Promise<void>
  /** Sends the body; answers the response. */
  send(): Promise<Answer>
}

const holdingAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

/**
 * A POST whose headers go now (Expect: 100-continue) and whose body goes on
 * `send()`. Opening a thousand connections at once overflows the kernel's
 * accept queue (Node listens with a backlog of 511) and some are reset under
 * load; holding requests lets them be opened in waves and still all be
 * inside the server together when their bodies are released.
 */
export function holdPost(path: string, body: unknown): HeldPost {
  const data = JSON.stringify(body)
  const request = http.request(`${baseUrl()}${path}`, {
    method: 'POST',
    agent: holdingAgent,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), Expect: '100-continue' },
  })
  const failed = new Promise<never>((_, reject) => request.once('error', reject))
  failed.catch(() => {})
  const accepted = Promise.race([new Promise<void>((resolve) => request.once('continue', () => resolve())), failed])
  const response = Promise.race([new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve)), failed])
  return {
    accepted,
    async send() {
      const start = Date.now()
      request.end(data)
      try {
        const answer = await response
        let text = ''
        answer.setEncoding('utf8')
        for await (const chunk of answer) text += chunk
        const json = (() => {
          try {
            return JSON.parse(text) as Answer['json']
          } catch {
            return null
          }
        })()
        return {
          status: answer.statusCode ?? 0,
          json,
          retryAfter: (answer.headers['retry-after'] as string | undefined) ?? null,
          ms: Date.now() - start,
        }
      } catch (error) {
        return { status: 0, json: { errors: [{ message: (error as Error).message }] }, ms: Date.now() - start }
      }
    },
  }
}

/** `promise`, or a failure naming `what` after `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s waiting for ${what}`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
