/**
 * The edge part (BENCH_ONLY=edge): Debian's Varnish with the deployed VCL (deploy/varnish/default.vcl,
 * started by tests/harness/processes/varnish.ts) in front of the bench's production server, beside
 * Debian's nginx serving the very bytes Varnish answers, under the same autocannon settings
 * (load.ts); then publish → visible through Varnish (the app purges it by key after each tag expiry,
 * src/jobs/purgeHttpCache.ts, so the bench server runs with VARNISH_URL pointing here).
 *
 * Varnish runs with varnishd's defaults for threads and workspaces, as deploy/varnish/Dockerfile
 * does (only its storage is smaller: 128 MB against 256 MB, far beyond these pages); nginx with one
 * worker, no access log, each page an exact location with the body, Content-Type, Content-Encoding
 * and the other stored headers of Varnish's answer (Date, Age, X-Varnish and the like excepted).
 * Everything lives in one temporary folder, removed by stop() (and removeSync() on a hard exit).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { freePort } from '../../runtime/db/embeddedPostgres'
import { startManagedProcess, tail, type ManagedProcess } from '../harness/processes/managedProcess'
import { startVarnish, type Varnish } from '../harness/processes/varnish'
import { login } from './freshness'
import { loadHeaders, measureLoad, type LoadResult, type LoadTarget } from './load'

export type EdgePage = {
  name: string
  /** a short name for nginx's location and the body's file */
  slug: string
  path: string
  /** the agent's own domain: sent as Host `${domain}:${port of whoever is asked}` */
  domain?: string
}

export type EdgePageFigures = {
  page: EdgePage
  varnish: LoadResult
  nginx: LoadResult
  direct: LoadResult
  /** varnishstat over the Varnish run (warm-up included): MAIN.cache_hit ÷ MAIN.client_req */
  hits: { hits: number; requests: number }
  /** Varnish's counters of too few threads or too small a workspace that grew during the run, by name */
  limits: Record<string, number>
  /** X-Cache of one request with the load's headers after the run */
  xCacheAfter: string
  bodyBytes: number
  contentEncoding: string
}

export type EdgeFigures = { pages: EdgePageFigures[]; freshnessMs: number[] }

/** Debian's nginx, varnish and varnish-modules (xkey), installed when missing, as .ci/run does for Varnish. */
export function ensureEdgePackages(): void {
  const have = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
  const installed = (pkg: string) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0
  const missing = [
    ...(have('nginx') ? [] : ['nginx']),
    ...(have('varnishd') ? [] : ['varnish']),
    ...(installed('varnish-modules') ? [] : ['varnish-modules']),
  ]
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) throw new Error(`the edge part needs Debian's ${missing.join(', ')}: apt-get install nginx varnish varnish-modules (as root)`)
  console.log(`[edge] installing Debian's nginx, varnish and varnish-modules (missing: ${missing.join(', ')})`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx', 'varnish', 'varnish-modules'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** What the edge part starts: Varnish (from startEdge) and nginx (from measureEdge), and their folder. */
export class Edge {
  nginx: ManagedProcess | null = null
  private stopping: Promise<void> | null = null

  constructor(
    readonly dir: string,
    readonly varnishPort: number,
    public varnish: Varnish | null = null,
  ) {}

  get varnishUrl(): string {
    return `http://127.0.0.1:${this.varnishPort}`
  }

  /** Stops nginx and Varnish, removes the folder. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.nginx?.kill('SIGTERM').catch((error: unknown) => console.error('[edge] stopping nginx:', error))
      await this.varnish?.stop().catch((error: unknown) => console.error('[edge] stopping varnishd:', error))
      fs.rmSync(this.dir, { recursive: true, force: true })
    })()
    return this.stopping
  }

  /**
   * The last synchronous chance (process 'exit'): signals what is left, removes the folder. SIGTERM,
   * not SIGKILL: nginx's master then stops its worker and varnishd's manager its child, which a
   * killed master leaves running (a bench interrupted with Ctrl-C left nginx's worker behind).
   */
  removeSync(): void {
    for (const child of [this.nginx, this.varnish?.process]) {
      if (!child?.alive()) continue
      try {
        process.kill(child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

/** Varnish on a free port in front of the app server that will listen on `appPort` (start it with VARNISH_URL = edge.varnishUrl). */
export async function startEdge(appPort: number): Promise<Edge> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-bench-edge-'))
  // nginx's worker runs as nobody: it reads the bodies from here.
  fs.chmodSync(dir, 0o755)
  const edge = new Edge(dir, await freePort())
  try {
    edge.varnish = await startVarnish(edge.varnishPort, [appPort], path.join(dir, 'varnish.log'))
  } catch (error) {
    console.error(tail(path.join(dir, 'varnish.log'), 30))
    await edge.stop()
    throw error
  }
  console.log(`[edge] varnishd on ${edge.varnishUrl} (pid ${edge.varnish.process.pid}) in front of 127.0.0.1:${appPort}`)
  return edge
}

/**
 * For each page: through Varnish (after a check that it is a hit), nginx with the same bytes, and
 * the app directly, each under measureLoad's settings with the same request headers (the load's
 * gzip/br, Accept-Language ko: a 200 on `/` rather than a locale redirect). Then `rounds` edits of
 * the realtor's displayName (REST PATCH as the bench admin, on the app) each timed until the first
 * page through Varnish shows it; the name is put back afterwards.
 */
export async function measureEdge(options: {
  edge: Edge
  appPort: number
  pages: EdgePage[]
  freshness: { realtorId: number; pagePath: string; email: string; password: string; rounds: number }
}): Promise<EdgeFigures> {
  const { edge, appPort } = options
  const varnishOrigin = edge.varnishUrl
  try {
    // 1. Each page through Varnish until it is a hit: its bytes and headers are nginx's twin.
    const stored: { page: EdgePage; response: RawResponse }[] = []
    for (const page of options.pages) {
      const target = targetOf(page, varnishOrigin, edge.varnishPort)
      const response = await untilHit(target)
      stored.push({ page, response })
      console.log(
        `[edge] ${page.name} through Varnish: ${response.body.length} bytes (${response.header('content-encoding') ?? 'identity'}), X-Cache ${response.header('x-cache')}`,
      )
    }
    const nginxPort = await freePort()
    edge.nginx = await startNginx(edge.dir, nginxPort, stored)
    console.log(`[edge] nginx on 127.0.0.1:${nginxPort} (pid ${edge.nginx.pid})`)

    // 2. Load: Varnish, nginx, the app directly; per page, one after the other.
    const figures: EdgePageFigures[] = []
    for (const { page, response } of stored) {
      const nginxTarget = targetOf(page, `http://127.0.0.1:${nginxPort}`, nginxPort, `/edge/${page.slug}`)
      const twin = await rawGet(nginxTarget)
      if (twin.status !== 200 || !twin.body.equals(response.body)) throw new Error(`nginx does not serve Varnish's bytes of ${page.name}`)
      const varnishTarget = targetOf(page, varnishOrigin, edge.varnishPort)
      const before = varnishCounters(edge.varnish!.workDir)
      const varnish = await measureLoadWithClientCpu(varnishTarget)
      await new Promise((resolve) => setTimeout(resolve, 1000)) // worker threads add their counters in batches
      const after = varnishCounters(edge.varnish!.workDir)
      const sample = await rawGet(varnishTarget)
      const xCacheAfter = sample.header('x-cache') ?? 'none'
      if (xCacheAfter !== 'HIT') console.warn(`[edge] ${page.name}: X-Cache ${xCacheAfter} after the run, not HIT`)
      const nginxLoad = await measureLoadWithClientCpu(nginxTarget)
      const direct = await measureLoad(targetOf(page, `http://127.0.0.1:${appPort}`, appPort))
      const hits = { hits: after.cache_hit - before.cache_hit, requests: after.client_req - before.client_req }
      const limits = limitsHit(before, after)
      const percent = (share: number) => `${Math.round(share * 100)} %`
      console.log(
        `[edge] ${page.name}: Varnish ${Math.round(varnish.load.reqPerSec)} req/s p99 ${varnish.load.p99} ms (${hits.hits} hits of ${hits.requests} requests; thread and workspace limits hit: ${JSON.stringify(limits)}; autocannon ${percent(varnish.clientCpu)} of a core), nginx ${Math.round(nginxLoad.load.reqPerSec)} req/s p99 ${nginxLoad.load.p99} ms (autocannon ${percent(nginxLoad.clientCpu)} of a core), app ${Math.round(direct.reqPerSec)} req/s p99 ${direct.p99} ms`,
      )
      figures.push({
        page,
        varnish: varnish.load,
        nginx: nginxLoad.load,
        direct,
        hits,
        limits,
        xCacheAfter,
        bodyBytes: response.body.length,
        contentEncoding: response.header('content-encoding') ?? 'identity',
      })
    }

    // 3. Publish → visible through Varnish.
    const freshnessMs = await measureFreshnessThroughVarnish({
      ...options.freshness,
      appOrigin: `http://127.0.0.1:${appPort}`,
      target: { url: `${varnishOrigin}${options.freshness.pagePath}`, headers: { 'accept-language': 'ko' } },
    })
    return { pages: figures, freshnessMs }
  } catch (error) {
    for (const log of ['varnish.log', 'nginx.log', 'nginx-error.log']) {
      const text = tail(path.join(edge.dir, log), 20, 300)
      if (text) console.error(`[edge] last lines of ${log}:\n${text}`)
    }
    throw error
  }
}

function targetOf(page: EdgePage, origin: string, port: number, urlPath = page.path): LoadTarget {
  return {
    url: `${origin}${urlPath}`,
    ...(page.domain ? { host: `${page.domain}:${port}` } : {}),
    headers: { 'accept-language': 'ko' },
  }
}

/** GETs with the load's headers until Varnish answers from its cache (the first is a miss). */
async function untilHit(target: LoadTarget): Promise<RawResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await rawGet(target)
    if (response.status !== 200) throw new Error(`${target.url} through Varnish answered ${response.status}`)
    if (response.header('x-cache') === 'HIT') return response
  }
  throw new Error(`${target.url} (Host ${target.host ?? 'as in the URL'}) is no hit in Varnish after 5 requests: not cached`)
}

type RawResponse = { status: number; rawHeaders: string[]; body: Buffer; header(name: string): string | undefined }

/** GET with exactly the load's headers; the body as it came (compressed or not). */
function rawGet(target: LoadTarget): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(target.url, { headers: loadHeaders(target) }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()]
          return Array.isArray(value) ? value.join(', ') : value
        }
        resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks), header })
      })
      res.on('error', reject)
    })
    req.setTimeout(15_000, () => req.destroy(new Error(`${target.url}: no answer within 15 s`)))
    req.on('error', reject)
  })
}

/** Headers of Varnish's answer that nginx does not copy: its own, per-response or per-connection ones. */
const NOT_COPIED = new Set([
  'date',
  'age',
  'x-varnish',
  'via',
  'accept-ranges',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  'server',
  'etag',
  'last-modified',
])

async function startNginx(dir: string, port: number, pages: { page: EdgePage; response: RawResponse }[]): Promise<ManagedProcess> {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  const locations = pages.map(({ page, response }) => {
    const file = path.join(dir, `${page.slug}.body`)
    fs.writeFileSync(file, response.body)
    fs.chmodSync(file, 0o644)
    const headers: string[] = []
    for (let i = 0; i < response.rawHeaders.length; i += 2) {
      const [name, value] = [response.rawHeaders[i]!, response.rawHeaders[i + 1]!]
      // nginx would read `$name` in a value as a variable: such a header is left out (none so far).
      if (NOT_COPIED.has(name.toLowerCase()) || value.includes('$')) continue
      headers.push(`      add_header ${name} ${quote(value)} always;`)
    }
    return [
      `    location = /edge/${page.slug} {`,
      `      alias ${file};`,
      `      default_type ${quote(response.header('content-type') ?? 'application/octet-stream')};`,
      ...headers,
      '    }',
    ].join('\n')
  })
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  server_tokens off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  keepalive_requests 1000000;',
      '  etag off;',
      '  types { }',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${path.join(dir, `nginx-${name}`)};`),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      ...locations,
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  // -e: its startup errors here too, not in /var/log/nginx.
  const nginx = startManagedProcess('nginx', 'nginx', ['-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-c', conf], process.env, path.join(dir, 'nginx.log'))
  const deadline = Date.now() + 15_000
  const first = pages[0]!
  while (Date.now() < deadline) {
    if (!nginx.alive()) throw new Error(`nginx exited: ${tail(path.join(dir, 'nginx-error.log'), 10)}`)
    const ok = await rawGet(targetOf(first.page, `http://127.0.0.1:${port}`, port, `/edge/${first.page.slug}`)).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) return nginx
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await nginx.kill('SIGTERM')
  throw new Error('nginx did not answer within 15 s')
}

/**
 * Varnish's counters of a thread pool or a workspace too small (varnish-counters(7)): sessions
 * queued or dropped for want of a thread, threads not made, workspace overflows.
 */
const LIMIT_COUNTERS = [
  'threads_limited',
  'threads_failed',
  'sess_queued',
  'sess_dropped',
  'req_dropped',
  'ws_client_overflow',
  'ws_backend_overflow',
  'ws_thread_overflow',
  'ws_session_overflow',
  'sc_rx_overflow',
] as const
const COUNTERS = ['cache_hit', 'client_req', ...LIMIT_COUNTERS] as const
type Counters = Record<(typeof COUNTERS)[number], number>

/** MAIN counters of the bench's varnishd (-n its work folder). */
function varnishCounters(workDir: string): Counters {
  const output = execFileSync('varnishstat', ['-n', workDir, '-1', ...COUNTERS.flatMap((name) => ['-f', `MAIN.${name}`])], {
    encoding: 'utf8',
  })
  const counter = (name: string) => {
    const match = new RegExp(`^MAIN\\.${name}\\s+(\\d+)`, 'm').exec(output)
    if (!match) throw new Error(`varnishstat printed no MAIN.${name}: ${output.slice(0, 300)}`)
    return Number(match[1])
  }
  return Object.fromEntries(COUNTERS.map((name) => [name, counter(name)])) as Counters
}

/** The limit counters that grew between two readings, by name. */
function limitsHit(before: Counters, after: Counters): Record<string, number> {
  return Object.fromEntries(LIMIT_COUNTERS.map((name) => [name, after[name] - before[name]] as const).filter(([, grown]) => grown > 0))
}

/** measureLoad, with the share of one core this process (autocannon) used meanwhile. */
async function measureLoadWithClientCpu(target: LoadTarget): Promise<{ load: LoadResult; clientCpu: number }> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  const load = await measureLoad(target)
  const used = process.cpuUsage(cpu)
  return { load, clientCpu: (used.user + used.system) / 1000 / (performance.now() - started) }
}

const POLL_PAUSE_MS = 10
const GIVE_UP_MS = 10_000

/**
 * Like freshness.ts, through Varnish: the clock starts before the PATCH of displayName; the page is
 * polled with the load's headers (so the cached version is the one asked for, not a variant fetched
 * afresh) until its body shows the new name. Before each round the page is checked to be a hit, so
 * what is timed is the purge, not a miss.
 */
async function measureFreshnessThroughVarnish(options: {
  appOrigin: string
  target: LoadTarget
  realtorId: number
  email: string
  password: string
  rounds: number
}): Promise<number[]> {
  const token = await login(options.appOrigin, options.email, options.password)
  const realtorUrl = `${options.appOrigin}/api/realtors/${options.realtorId}?locale=ko&depth=0`
  const auth = { authorization: `JWT ${token}` }
  const original = await jsonRequest(realtorUrl, 'GET', auth)
  const originalName = (original as { displayName?: string }).displayName
  if (!originalName) throw new Error(`realtor ${options.realtorId} has no Korean displayName`)
  const samples: number[] = []
  try {
    for (let round = 1; round <= options.rounds; round++) {
      await untilHit(options.target)
      const marker = `Edge${Date.now().toString(36)}x${round}`
      const started = performance.now()
      await jsonRequest(realtorUrl, 'PATCH', auth, { displayName: `${originalName} ${marker}`, _status: 'published' })
      const patchMs = performance.now() - started
      let polls = 0
      let xCache = ''
      while (true) {
        polls++
        const page = await rawGet(options.target)
        xCache = page.header('x-cache') ?? 'none'
        if (page.status === 200 && decoded(page).includes(marker)) break
        if (performance.now() - started > GIVE_UP_MS) {
          throw new Error(`${options.target.url} through Varnish did not show the new name within ${GIVE_UP_MS} ms (last X-Cache ${xCache})`)
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS))
      }
      const totalMs = performance.now() - started
      samples.push(totalMs)
      console.log(`[edge] publish → visible through Varnish, round ${round}: ${Math.round(totalMs)} ms (PATCH ${Math.round(patchMs)} ms, ${polls} page requests, the last ${xCache})`)
    }
  } finally {
    await jsonRequest(realtorUrl, 'PATCH', auth, { displayName: originalName, _status: 'published' }).catch((error: unknown) =>
      console.error('[edge] could not put the displayName back:', error),
    )
  }
  return samples
}

function decoded(response: RawResponse): string {
  const encoding = response.header('content-encoding')
  const body = encoding === 'gzip' ? zlib.gunzipSync(response.body) : encoding === 'br' ? zlib.brotliDecompressSync(response.body) : response.body
  return body.toString('utf8')
}

async function jsonRequest(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as unknown
}
