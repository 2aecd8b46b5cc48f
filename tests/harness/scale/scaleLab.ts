/**
 * What a scale test reaches: servers A and B (SCALE_A_URL, SCALE_B_URL), the
 * runner's control port (CONTROL_URL), PostgreSQL itself and the S3 bucket.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, s3SettingsFromEnv } from '@/integrations/s3/settings'
import type { ScaleStatus, ServerName } from './scaleControl'
import { SCALE_ADMIN } from './settings'
import { callControl, required } from '../resilience/control'

export { closeDatabase, query, waitFor } from '../resilience/control'
export { inParallel, leadBody, nonce, onceEach, tally } from '../resilience/traffic'

export const serverUrl = (name: ServerName) => required(name === 'a' ? 'SCALE_A_URL' : 'SCALE_B_URL')
/** Varnish in front of both servers. */
export const varnishUrl = () => required('SCALE_VARNISH_URL')
export const other = (name: ServerName): ServerName => (name === 'a' ? 'b' : 'a')

export const control = {
  status: () => callControl<ScaleStatus>('GET', '/status'),
  reset: () => callControl<ScaleStatus>('POST', '/reset'),
  stopRedis: () => callControl<{ at: number }>('POST', '/redis/stop'),
  startRedis: () => callControl<{ at: number }>('POST', '/redis/start'),
  signal: (name: ServerName, signal: NodeJS.Signals) => callControl<{ exitCode: number }>('POST', '/server/signal', { name, signal }),
  purgesDown: () => callControl<{ at: number }>('POST', '/purges/down'),
  purgesUp: () => callControl<{ at: number }>('POST', '/purges/up'),
  purges: async () => (await callControl<{ purges: { at: number; keys: string; status: number }[] }>('GET', '/purges')).purges,
  slackLeadIds: async () => (await callControl<{ leadIds: number[] }>('GET', '/slack/lead-ids')).leadIds,
}

const tokens = new Map<ServerName, string>()

/** An admin's token for REST calls through `name` (the same secret signs it for both). */
export async function adminToken(name: ServerName): Promise<string> {
  const known = tokens.get(name)
  if (known) return known
  const response = await fetch(`${serverUrl(name)}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SCALE_ADMIN),
  })
  if (!response.ok) throw new Error(`login through ${name}: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  tokens.set(name, token)
  return token
}

/** Saves fields of a realtor through `name`, as an editor does in the admin. */
export async function saveRealtor(name: ServerName, id: number, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${serverUrl(name)}/api/realtors/${id}?locale=ko`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(name)}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`saving realtor ${id} through ${name}: ${response.status} ${await response.text()}`)
}

/** A public page's HTML from `name` (fails on anything but 200). */
export async function page(name: ServerName, path: string): Promise<string> {
  const response = await fetch(`${serverUrl(name)}${path}`, { signal: AbortSignal.timeout(15_000) })
  if (response.status !== 200) throw new Error(`${name} ${path}: ${response.status}`)
  return response.text()
}

export async function realtorId(desiredUrl: string): Promise<number> {
  const { query } = await import('../resilience/control')
  const rows = await query<{ id: number }>('SELECT id FROM realtors WHERE desired_url = $1', [desiredUrl])
  if (!rows[0]) throw new Error(`no realtor ${desiredUrl} in the seed`)
  return Number(rows[0].id)
}

/** The bytes of an object in the bucket, read straight from S3 (not through the app). */
export async function bucketObject(key: string): Promise<Buffer> {
  const settings = s3SettingsFromEnv()
  if (!settings) throw new Error('S3_BUCKET is not set: run these tests with `npm run test:scale`')
  const client = new S3Client(s3ClientConfig(settings))
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } finally {
    client.destroy()
  }
}

export type Submission = { server: ServerName; status: number; id?: number; error?: string }

/** A landing lead through `name`; a network failure answers status 0. */
export async function submitLead(name: ServerName, body: unknown): Promise<Submission> {
  try {
    const response = await fetch(`${serverUrl(name)}/api/send-to-slack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    const json = (await response.json().catch(() => null)) as { id?: number } | null
    // A server killed after sending its status line but before the body: the client never learnt the answer.
    if (response.status === 201 && typeof json?.id !== 'number')
      return { server: name, status: 0, error: 'answer cut off after its status' }
    return { server: name, status: response.status, id: json?.id }
  } catch (error) {
    return { server: name, status: 0, error: String((error as Error).cause ?? (error as Error).message) }
  }
}

export type LoadResult = { requests: number; failures: string[] }

/**
 * Visitors on both servers until stopped: `concurrency` loops over public pages,
 * each request with a deadline (a hanging request counts as a failure).
 */
export function visitorLoad(paths: string[], names: ServerName[] = ['a', 'b'], concurrency = 4) {
  let running = true
  const result: LoadResult = { requests: 0, failures: [] }
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const name = names[i % names.length]
      const path = paths[i % paths.length]
      try {
        const response = await fetch(`${serverUrl(name)}${path}`, { signal: AbortSignal.timeout(10_000) })
        await response.arrayBuffer()
        if (response.status >= 500) result.failures.push(`${name} ${path}: ${response.status}`)
      } catch (error) {
        result.failures.push(`${name} ${path}: ${(error as Error).message}`)
      }
      result.requests++
    }
  }
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i))
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false
      await Promise.all(loops)
      return result
    },
  }
}
