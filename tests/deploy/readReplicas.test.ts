/**
 * DATABASE_REPLICA_URLS: plain reads go to the replica, the reads
 * that fill the shared cache come from the primary. The "replica" is a copy of
 * the seeded database (tests/harness/runners/deploy.ts) made stale on purpose: Hana Kim's
 * English name differs there. The production server reads both; a REST read
 * shows the replica's value and the agent page (cached getter) the primary's.
 */
import fs from 'node:fs'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ManagedProcess } from '../harness/processes/managedProcess'
import { eventually, startWebServer, type RunningServer } from '../harness/processes/deployProcesses'

const STALE = 'Stale Replica Kim'
const FRESH = 'Hana Kim'
let server: RunningServer
const started: ManagedProcess[] = []

async function onReplica(text: string) {
  const client = new pg.Client({ connectionString: process.env.DEPLOY_REPLICA_URL })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await onReplica(
    `UPDATE realtors_locales SET display_name = '${STALE}'
     WHERE _locale = 'en' AND _parent_id = (SELECT id FROM realtors WHERE desired_url = 'kim')`,
  )
  // The page must be rendered from the database, not from a cache an earlier server filled.
  fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  server = await startWebServer({ DATABASE_REPLICA_URLS: process.env.DEPLOY_REPLICA_URL! })
  started.push(server.process)
})
afterAll(async () => {
  await Promise.all(started.map((process) => process.kill('SIGTERM')))
})

describe('read replicas', () => {
  it('serve plain reads: the REST API answers what the replica holds', async () => {
    // Reads just after a write go to the primary for 2 s (readReplicasAfterWriteInterval): poll past that, with an
    // address of its own each time (the server keeps a visitor's read in memory: runtime/server/apiReadCache.ts).
    let poll = 0
    const name = await eventually(
      'the REST read shows the replica',
      async () => {
        const response = await fetch(`${server.origin}/api/realtors?where[desiredUrl][equals]=kim&locale=en&depth=0&poll=${++poll}`)
        const body = (await response.json()) as { docs: { displayName: string }[] }
        return body.docs[0]?.displayName === STALE ? STALE : undefined
      },
      15_000,
    )
    expect(name).toBe(STALE)
  })

  it('do not fill the shared cache: the agent page, rendered through the cached getter, shows the primary', async () => {
    const response = await fetch(`${server.origin}/en/kim`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(FRESH)
    expect(html).not.toContain(STALE)
    // A checkout's server evaluates next.config.mjs again, yet keeps the build's deployment id.
    expect(html).toContain(`?dpl=${fs.readFileSync('.next/BUILD_ID', 'utf8').trim()}`)
    // And the replica really is stale: the difference above comes from where each read went.
    expect(await onReplica(`SELECT display_name FROM realtors_locales WHERE display_name = '${STALE}'`)).toHaveLength(1)
  })

  it('are named in /api/ready', async () => {
    const body = (await (await fetch(`${server.origin}/api/ready`)).json()) as { checks: { name: string; status: string }[] }
    expect(body.checks.map(({ name, status }) => `${name} ${status}`)).toEqual(['postgres ok', 'postgres replica 1 ok', 'storage ok'])
  })
})
