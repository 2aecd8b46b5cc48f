/**
 * GET /api/health and GET /api/ready against real dependencies: the
 * int suite's PostgreSQL, Debian's redis-server started here on a free port and
 * stopped to show the 503, s3rver as the S3 bucket, and the media directory.
 * Health asks nothing; readiness names each dependency with ok/error and a
 * short reason that carries no secret, and answers within its deadline even
 * when a dependency accepts the connection and never answers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { GET as ready } from '@/app/api/ready/route'
import { checkReadiness, type Readiness } from '@/integrations/readiness'
import { freePort } from '../../runtime/db/embeddedPostgres'
import { overrideEnv } from '../harness/env'

let restoreEnv = () => {}
afterEach(() => {
  restoreEnv()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')]
})

const byName = (readiness: Readiness) =>
  Object.fromEntries(readiness.checks.map(({ name, status, reason }) => [name, reason ? `${status}: ${reason}` : status]))

async function askReady() {
  const response = await ready()
  return { status: response.status, body: (await response.json()) as Readiness }
}

/** A TCP server that accepts and never answers: a dependency that hangs. */
async function blackHole() {
  const sockets: net.Socket[] = []
  const server = net.createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve()))),
  }
}

describe('GET /api/health', () => {
  it('answers 200 without asking any dependency, even with the database gone', async () => {
    restoreEnv = overrideEnv({ DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${await freePort()}/none` })
    const response = health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })
})

describe('GET /api/ready: PostgreSQL and the media directory (the default mode)', () => {
  it('answers 200 when PostgreSQL answers and the media directory is writable', async () => {
    const { status, body } = await askReady()
    expect(status).toBe(200)
    expect(body.status).toBe('ready')
    expect(byName(body)).toEqual({ postgres: 'ok', storage: 'ok' })
  })

  it('answers 503 naming PostgreSQL when it refuses, without the password or host in the answer', async () => {
    restoreEnv = overrideEnv({ DATABASE_URL: `postgres://realtors:hunter2-secret@127.0.0.1:${await freePort()}/realtors` })
    const { status, body } = await askReady()
    expect(status).toBe(503)
    expect(byName(body)).toEqual({ postgres: 'error: connection refused', storage: 'ok' })
    expect(JSON.stringify(body)).not.toMatch(/hunter2|realtors@|127\.0\.0\.1/)
  })

  it('answers within its deadline when PostgreSQL accepts and never answers', async () => {
    const hole = await blackHole()
    try {
      const env = { ...process.env, DATABASE_URL: `postgres://u:p@127.0.0.1:${hole.port}/db` }
      const readiness = await checkReadiness(env, process.env.MEDIA_DIR!, 300)
      expect(byName(readiness).postgres).toMatch(/^error: (no answer within 300 ms|connection timed out|timeout)/i)
    } finally {
      await hole.close()
    }
  })

  it('names each read replica, and a replica that is down makes the instance not ready', async () => {
    restoreEnv = overrideEnv({
      DATABASE_REPLICA_URLS: `${process.env.DATABASE_URL}, postgres://r:secret@127.0.0.1:${await freePort()}/replica`,
    })
    const { status, body } = await askReady()
    expect(status).toBe(503)
    expect(byName(body)).toEqual({
      postgres: 'ok',
      'postgres replica 1': 'ok',
      'postgres replica 2': 'error: connection refused',
      storage: 'ok',
    })
  })

  it('answers 503 naming storage when the media directory is missing', async () => {
    const readiness = await checkReadiness(process.env, path.join(os.tmpdir(), `no-such-media-${process.pid}`))
    expect(byName(readiness)).toEqual({ postgres: 'ok', storage: 'error: does not exist' })
  })

  it('answers 503 while the server drains for a shutdown', async () => {
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')] = true
    const { status, body } = await askReady()
    expect(status).toBe(503)
    expect(body.status).toBe('shutting down')
  })
})

describe('GET /api/ready: Redis (REDIS_URL)', () => {
  let redis: ChildProcess | null = null
  let redisPort = 0
  afterAll(async () => {
    if (redis && redis.exitCode === null) {
      redis.kill('SIGTERM')
      await new Promise((resolve) => redis!.once('exit', resolve))
    }
  })

  beforeAll(async () => {
    redisPort = await freePort()
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    // Ready once it accepts a connection.
    for (const deadline = Date.now() + 10_000; ;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(redisPort, '127.0.0.1', () => (socket.destroy(), resolve(true)))
        socket.once('error', () => resolve(false))
      })
      if (up) break
      if (Date.now() > deadline) throw new Error('redis-server did not start')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  it('answers 200 naming Redis while it answers, then 503 naming it once it is stopped', async () => {
    restoreEnv = overrideEnv({ REDIS_URL: `redis://127.0.0.1:${redisPort}` })
    const up = await askReady()
    expect(up.status).toBe(200)
    expect(byName(up.body)).toEqual({ postgres: 'ok', redis: 'ok', storage: 'ok' })

    redis!.kill('SIGTERM')
    await new Promise((resolve) => redis!.once('exit', resolve))
    const down = await askReady()
    expect(down.status).toBe(503)
    expect(byName(down.body)).toEqual({ postgres: 'ok', redis: 'error: connection refused', storage: 'ok' })
  })

  it('answers within its deadline when Redis accepts and never answers', async () => {
    const hole = await blackHole()
    try {
      const readiness = await checkReadiness({ ...process.env, REDIS_URL: `redis://127.0.0.1:${hole.port}` }, process.env.MEDIA_DIR!, 300)
      expect(byName(readiness).redis).toBe('error: no answer within 300 ms')
    } finally {
      await hole.close()
    }
  })
})

describe('GET /api/ready: the S3 bucket (S3_BUCKET)', () => {
  let s3: S3rver
  let endpoint = ''
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-s3-'))
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'media', configs: [] }] })
    const { port } = await s3.run()
    endpoint = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await s3.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })

  // s3rver's own key pair; it checks request signatures like S3 does.
  const s3Env = (overrides: Record<string, string> = {}) => ({
    S3_BUCKET: 'media',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  })

  it('answers 200 when the bucket answers, and checks the bucket instead of the media directory', async () => {
    restoreEnv = overrideEnv({ ...s3Env(), MEDIA_DIR: path.join(os.tmpdir(), 'not-used-with-s3') })
    const { status, body } = await askReady()
    expect(status).toBe(200)
    expect(byName(body)).toEqual({ postgres: 'ok', storage: 'ok' })
  })

  it('answers 503 naming storage for a missing bucket and for an unknown key, never showing the keys', async () => {
    restoreEnv = overrideEnv(s3Env({ S3_BUCKET: 'no-such-bucket' }))
    const missing = await askReady()
    expect(missing.status).toBe(503)
    expect(byName(missing.body).storage).toBe('error: bucket not found (HTTP 404)')
    restoreEnv()

    // s3rver knows one key pair (it does not check the signature of a HEAD, so the key id is what is wrong here).
    restoreEnv = overrideEnv(s3Env({ S3_ACCESS_KEY_ID: 'UNKNOWNKEYID', S3_SECRET_ACCESS_KEY: 'secret-value-never-shown' }))
    const refused = await askReady()
    expect(refused.status).toBe(503)
    expect(byName(refused.body).storage).toBe('error: access denied: check the S3 keys (HTTP 403)')
    expect(JSON.stringify(refused.body)).not.toMatch(/UNKNOWNKEYID|secret-value-never-shown/)
  })
})
