/**
 * What the production image runs (Dockerfile, runtime stage), started as the
 * image would: the standalone output, static files, public files and the
 * bundled entry points copied into a directory outside the checkout (so nothing
 * resolves from the checkout's node_modules or sources), started with plain
 * `node` and only environment variables. The bundled server answers
 * /api/health, /api/ready and an agent page; the bundled migrate command
 * migrates an empty database; the bundled worker delivers a lead and stops on
 * SIGTERM; the server stops on SIGTERM with exit code 0.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../runtime/db/embeddedPostgres'
import { waitForServer } from '../harness/processes/waitForServer'
import { startManagedProcess, waitForLogLine, type ManagedProcess } from '../harness/processes/managedProcess'
import { validLead } from '../harness/formBodies'
import { eventually, logFile, query } from '../harness/processes/deployProcesses'

const image = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-image-'))
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-image-media-'))
const started: ManagedProcess[] = []
let origin = ''
let server: ManagedProcess
const slackCalls: string[] = []
let slack: http.Server

/** The environment a container gets: no NODE_OPTIONS (tsx), no development settings. */
function containerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: image,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: process.env.DATABASE_URL,
    PAYLOAD_SECRET: 'deploy-test-secret',
    MEDIA_DIR: mediaDir,
    JOBS_AUTORUN: '0',
    LEAD_RATE_LIMIT: '100000',
    ...extra,
  }
}

const slackUrl = () => `http://127.0.0.1:${(slack.address() as AddressInfo).port}/hook`

const run = (name: string, entry: string, env: NodeJS.ProcessEnv) => {
  const child = startManagedProcess(name, process.execPath, [entry], env, logFile(name), image)
  started.push(child)
  return child
}

beforeAll(async () => {
  // The runtime stage's COPY lines.
  fs.cpSync('.next/standalone', image, { recursive: true })
  fs.cpSync('.next/static', path.join(image, '.next/static'), { recursive: true })
  fs.cpSync('public', path.join(image, 'public'), { recursive: true })
  fs.cpSync('.next/entries', path.join(image, 'entries'), { recursive: true })

  slack = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => (slackCalls.push(body), response.end('ok')))
  })
  await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve))

  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = run(
    'image-server',
    'entries/server.mjs',
    containerEnv({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SLACK_WEBHOOK_URL: slackUrl() }),
  )
  await waitForServer(`${origin}/api/health`, () => server.alive(), { output: server.logFile, timeoutMs: 90_000 })
}, 180_000)

afterAll(async () => {
  await Promise.all(started.map((child) => child.kill('SIGKILL')))
  await new Promise((resolve) => slack.close(resolve))
  fs.rmSync(image, { recursive: true, force: true })
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('the production image, started as the image starts it', () => {
  it('serves /api/health, /api/ready and an agent page from outside the checkout', async () => {
    expect(fs.existsSync(path.join(image, 'src'))).toBe(false)
    const health = await fetch(`${origin}/api/health`)
    expect(health.status).toBe(200)
    const { buildId } = (await health.json()) as { buildId: string }
    expect(buildId).toBe(fs.readFileSync('.next/BUILD_ID', 'utf8').trim())

    const ready = await fetch(`${origin}/api/ready`)
    expect(ready.status).toBe(200)
    expect(((await ready.json()) as { checks: { name: string; status: string }[] }).checks.map((c) => `${c.name} ${c.status}`)).toEqual([
      'postgres ok',
      'storage ok',
    ])

    const page = await fetch(`${origin}/en/kim`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Hana Kim')
    // Its scripts come from the copied static files, tagged with the build's deployment id.
    const script = /<script src="(\/_next\/static\/[^"]+\.js)(\?dpl=[^"]+)?"/.exec(html)
    expect(script?.[2]).toBe(`?dpl=${buildId}`)
    expect((await fetch(`${origin}${script![1]}${script![2]}`)).status).toBe(200)
  })

  it('migrates an empty database with the bundled migrate command', async () => {
    const name = `image_migrate_${process.pid}`
    const admin = new pg.Client({ connectionString: process.env.DEPLOY_ADMIN_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${name}`
    const migrate = run('image-migrate', 'entries/migrate.mjs', containerEnv({ DATABASE_URL: url.toString() }))
    expect(await migrate.exited).toBe(0)
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const { rows } = await client.query("SELECT count(*)::int AS n FROM payload_migrations WHERE name <> 'dev'")
    await client.end()
    expect(rows[0].n).toBe(fs.readdirSync('src/migrations').filter((file) => /^\d.*\.ts$/.test(file)).length)
  })

  it('runs the bundled jobs worker: a lead taken by the server reaches Slack, and SIGTERM stops it with 0', async () => {
    const worker = run('image-worker', 'entries/jobs.mjs', containerEnv({ SLACK_WEBHOOK_URL: slackUrl(), JOBS_INTERVAL_MS: '200' }))
    await waitForLogLine(worker, /\[jobs\] worker running/)
    // The web server stores the lead and queues its delivery; the worker sends it.
    const response = await fetch(`${origin}/api/send-to-slack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validLead(), name: 'Image Lead' }),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    await eventually(
      'the worker delivers the lead',
      async () => (await query<{ s: string }>('SELECT forwarding_status AS s FROM leads WHERE id = $1', [id]))[0]?.s === 'delivered',
    )
    expect(slackCalls.some((body) => body.includes('Image Lead'))).toBe(true)
    worker.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
  })

  it('stops the server on SIGTERM with exit code 0', async () => {
    await server.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
