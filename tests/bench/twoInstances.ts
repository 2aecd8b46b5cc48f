/**
 * Two instances sharing one Redis cache (REDIS_URL), as in production behind a load balancer:
 * - freshness across instances: an update saved through A, timed until B's page shows it;
 * - per-realtor tags: with both agents' pages cached, saving one agent expires only its own
 *   entries in the shared cache; the other agent's entries stay (its next request is a hit).
 * Needs Debian's redis-server; both servers run the same build on their own ports.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { freePort } from '../../runtime/db/embeddedPostgres'
import { measureFreshness } from './freshness'
import { getOk, request } from './http'
import { measureLoad, type LoadResult } from './load'
import { startServer } from './server'

export type TwoInstanceFigures = {
  freshnessMs: number[]
  /** the first round, on instances that have not rendered the page yet */
  coldFreshnessMs: number
  entriesBefore: number
  entriesExpired: number
  otherAgentEntries: number
  otherAgentEntriesKept: number
  /** the pages' throughput and latency on instance B, served from the shared cache (the Redis mode) */
  loads: { name: string; result: LoadResult }[]
}

export async function measureTwoInstances(options: {
  saved: { id: number; path: string }
  other: { path: string }
  email: string
  password: string
  rounds: number
  /** pages to load-test on B (path, and Host for an agent's own domain: `{port}` stands for B's port) */
  load?: { name: string; path: string; host?: string }[]
}): Promise<TwoInstanceFigures> {
  const redisPort = await freePort()
  const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-redis-'))
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], { stdio: 'ignore' })
  const redisUrl = `redis://127.0.0.1:${redisPort}`
  const client = createClient({ url: redisUrl })
  client.on('error', () => {})
  const servers: Awaited<ReturnType<typeof startServer>>[] = []
  try {
    await connectWithin(client, 10_000)
    const [portA, portB] = [await freePort(), await freePort()]
    servers.push(await startServer(portA, { REDIS_URL: redisUrl }))
    servers.push(await startServer(portB, { REDIS_URL: redisUrl }))
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]

    // The first round on freshly started instances pays B's first render of the page (code loaded
    // and compiled on first use, about a second): reported apart, as instances in service are warm.
    const [cold, ...rounds] = await measureFreshness({ origin: a, pageOrigin: b, realtorId: options.saved.id, pagePath: options.saved.path, email: options.email, password: options.password, rounds: options.rounds + 1 })

    // Both agents' pages cached in Redis (through B), then one agent saved through A.
    for (const pagePath of [options.saved.path, options.other.path]) await request(`${b}${pagePath}`)
    const tagsKey = `realtors:${fs.readFileSync('.next/BUILD_ID', 'utf8').trim()}:__sharedTags__`
    const before = await client.hGetAll(tagsKey)
    const otherTag = `address:${options.other.path.replace(/^\//, '')}`
    const otherKeys = Object.entries(before).filter(([, tags]) => (JSON.parse(tags) as string[]).includes(otherTag)).map(([key]) => key)
    await measureFreshness({ origin: a, pageOrigin: b, realtorId: options.saved.id, pagePath: options.saved.path, email: options.email, password: options.password, rounds: 1 })
    const after = await client.hGetAll(tagsKey)
    const loads: TwoInstanceFigures['loads'] = []
    for (const page of options.load ?? []) {
      const target = { url: `${b}${page.path}`, host: page.host?.replace('{port}', String(portB)) }
      for (let i = 0; i < 5; i++) await getOk(target.url, target.host)
      loads.push({ name: page.name, result: await measureLoad(target) })
    }
    return {
      loads,
      freshnessMs: rounds.map((round) => round.totalMs),
      coldFreshnessMs: cold!.totalMs,
      entriesBefore: Object.keys(before).length,
      entriesExpired: Object.keys(before).filter((key) => !(key in after)).length,
      otherAgentEntries: otherKeys.length,
      otherAgentEntriesKept: otherKeys.filter((key) => key in after).length,
    }
  } finally {
    for (const server of servers) await server.stop()
    await client.quit().catch(() => {})
    redis.kill('SIGTERM')
    fs.rmSync(redisDir, { recursive: true, force: true })
  }
}

async function connectWithin(client: { connect(): Promise<unknown> }, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (true) {
    try {
      await client.connect()
      return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer within ${ms} ms: ${(error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
