/**
 * The backup drill. The app runs as `npm start` runs it on a fresh embedded database (migrated,
 * seeded), gets new content and an upload through its API, and is backed up while it runs
 * (`npm run backup`). The backup is restored (`npm run restore`) into another fresh embedded
 * database and media folder, the app is started on those, and the two must serve the same pages
 * (HTML equal once per-request values are set aside, see normalise()) and the same files, byte for
 * byte. Then what a restore refuses: a target that is not empty, a damaged backup. Last, the same
 * round trip with DATABASE_URL and media in S3 (s3rver): bucket to backup to another bucket.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bucketFiles } from '@/integrations/s3/bucketFiles'
import { copyMediaToS3 } from '@/integrations/s3/copyMediaToS3'
import type { S3Settings } from '@/integrations/s3/settings'
import { freePort } from '../../runtime/db/embeddedPostgres'
import { startManagedProcess, type ManagedProcess } from '../harness/processes/managedProcess'
import { waitForServer } from '../harness/processes/waitForServer'

const logDir = path.resolve('test-results/backup')
fs.mkdirSync(logDir, { recursive: true })
// Under /tmp, readable by others: as root, PostgreSQL runs as `postgres` and must reach its folder.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-backup-drill-'))
fs.chmodSync(root, 0o755)
const backupDir = path.join(root, 'backup')
const ADMIN = { email: 'drill-admin@example.com', password: 'drill-admin-password-1' }

type Site = { name: string; env: NodeJS.ProcessEnv; origin: string; mediaDir: string; server?: ManagedProcess }

async function site(name: string): Promise<Site> {
  const dataDir = path.join(root, name)
  const mediaDir = path.join(dataDir, 'media')
  fs.mkdirSync(mediaDir, { recursive: true })
  const port = await freePort()
  // Nothing of the test process's own environment (its DATABASE_URL, NODE_ENV=test): what an operator sets.
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PG_BIN_DIR: process.env.PG_BIN_DIR ?? '',
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(port),
    // One public origin for both, as behind a load balancer: pages name it (canonical URLs, agents' domains).
    PUBLIC_URL: 'https://homes.example.test',
    PAYLOAD_SECRET: 'backup-drill-secret',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  return { name, env, origin: `http://127.0.0.1:${port}`, mediaDir }
}

/** `npm start` (runtime/start.ts): migrations, the seed on an empty database, then the production server. */
async function start(target: Site): Promise<void> {
  const logFile = path.join(logDir, `${target.name}-${process.pid}.log`)
  target.server = startManagedProcess('app', process.execPath, ['--import', 'tsx', 'runtime/start.ts'], target.env, logFile)
  await waitForServer(`${target.origin}/api/health`, () => target.server!.alive(), { output: logFile, timeoutMs: 240_000 })
}

/** `npm run backup` / `npm run restore`: exit code and output. */
function command(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `runtime/backup/${script}.ts`, ...args], {
      env: { ...env, NODE_OPTIONS: '--no-deprecation' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      fs.appendFileSync(path.join(logDir, `commands-${process.pid}.log`), `$ ${script} ${args.join(' ')}\n${output}\n`)
      resolve({ code: code ?? 1, output })
    })
  })
}

async function adminToken(target: Site): Promise<string> {
  const response = await fetch(`${target.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/**
 * What may differ between two servers answering the same page, and is set aside:
 * - the per-request nonce of streamed pages (/homes), in attributes and in Next's inline data;
 * - the order of the React Server Components rows in Next's inline `self.__next_f.push` scripts:
 *   rows are streamed as their data resolves, so two renders of the same page can batch and
 *   interleave them differently. The rows are compared as a sorted list, the HTML without them as it is.
 * The build is the same, so its ids and asset names are too; everything else must be equal.
 */
function normalise(html: string): string {
  const rows: string[] = []
  const markup = html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/<script[^>]*>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g, (_script, text: string) => {
      rows.push(JSON.parse(text) as string)
      return ''
    })
  const data = rows
    .join('')
    .replace(/\\?"nonce\\?":\\?"[A-Za-z0-9+/=_-]+\\?"/g, '"nonce":""')
    .split(/\n(?=[0-9a-f]*:)/)
    .map((row) => row.trim())
    .filter(Boolean)
    .sort()
  return `${markup}\n${data.join('\n')}`
}

/** Where two texts part, with some context: a whole page in a failure message says nothing. */
function firstDifference(a: string, b: string): string {
  let at = 0
  while (at < a.length && a[at] === b[at]) at++
  return `they differ at character ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 80))} versus ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 80))}`
}

const PAGES = [
  '/',
  '/en',
  '/ja-JP',
  '/kim',
  '/en/kim',
  '/ja-JP/kim',
  '/park',
  '/en/kim/homes',
  '/terms',
  '/en/terms/privacy',
  '/en/agreement',
  '/en/no-such-agent',
  '/sitemap.xml',
  '/robots.txt',
]

async function pagesOf(target: Site): Promise<Map<string, { status: number; html: string }>> {
  const pages = new Map<string, { status: number; html: string }>()
  for (const page of PAGES) {
    const response = await fetch(`${target.origin}${page}`, { headers: { 'Accept-Language': 'ko' } })
    pages.set(page, { status: response.status, html: await response.text() })
  }
  return pages
}

type MediaDoc = { id: number; filename: string; sizes: Record<string, { filename: string | null }> }

async function mediaFilesOf(target: Site, token: string): Promise<{ docs: number; files: Map<string, Buffer> }> {
  const response = await fetch(`${target.origin}/api/media?limit=1000&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const { docs } = (await response.json()) as { docs: MediaDoc[] }
  const files = new Map<string, Buffer>()
  for (const doc of docs) {
    for (const filename of [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)]) {
      if (!filename) continue
      const file = await fetch(`${target.origin}/api/media/file/${encodeURIComponent(filename)}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      expect(file.status, filename).toBe(200)
      files.set(filename, Buffer.from(await file.arrayBuffer()))
    }
  }
  return { docs: docs.length, files }
}

const source = await site('source')
const restored = await site('restored')
let sourcePages: Map<string, { status: number; html: string }>
let sourceFiles: Map<string, Buffer>
let uploaded: MediaDoc
let sourceMediaCount = 0

afterAll(async () => {
  await Promise.all([source.server?.kill('SIGTERM'), restored.server?.kill('SIGTERM')])
  fs.rmSync(root, { recursive: true, force: true })
})

describe('backup and restore with the embedded database and the media folder', () => {
  beforeAll(async () => {
    await start(source)
    const token = await adminToken(source)

    // New content: an uploaded picture in Kim's gallery, and new English text, published.
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'drill-upload.png')
    form.append('_payload', JSON.stringify({ alt: 'Uploaded before the backup' }))
    const upload = await fetch(`${source.origin}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    uploaded = ((await upload.json()) as { doc: MediaDoc }).doc

    const found = await fetch(`${source.origin}/api/realtors?where[desiredUrl][equals]=kim&depth=0&limit=1`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const kim = ((await found.json()) as { docs: { id: number; photos: { kind: string; image: number }[] }[] }).docs[0]!
    const edit = await fetch(`${source.origin}/api/realtors/${kim.id}?locale=en`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        aboutMe: 'Written just before the backup drill.',
        photos: [...kim.photos.map(({ kind, image }) => ({ kind, image })), { kind: 'gallery', image: uploaded.id }],
        _status: 'published',
      }),
    })
    expect(edit.status, await edit.clone().text()).toBe(200)

    sourcePages = await pagesOf(source)
    const kimPage = sourcePages.get('/en/kim')!.html
    expect(kimPage).toContain('Written just before the backup drill.')
    expect(kimPage).toContain(uploaded.filename.replace(/\.\w+$/, ''))
    ;({ docs: sourceMediaCount, files: sourceFiles } = await mediaFilesOf(source, token))
    expect(sourceFiles.has(uploaded.filename)).toBe(true)
  })

  it('backs up the running app: a dump, every media file, a manifest and checksums', async () => {
    const { code, output } = await command('backup', ['--out', backupDir], source.env)
    expect(code, output).toBe(0)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.database.serverVersion).toMatch(/^18\./)
    expect(manifest.database.migrations).toEqual(
      fs
        .readdirSync('src/migrations')
        .filter((file) => /^\d.*\.ts$/.test(file))
        .map((file) => file.replace(/\.ts$/, ''))
        .sort(),
    )
    expect(manifest.database.counts.realtors).toBeGreaterThan(0)
    expect(manifest.database.counts.media).toBe(sourceMediaCount)
    expect(manifest.media).toMatchObject({ source: 'directory', missing: [] })
    expect(manifest.media.files).toBe(fs.readdirSync(source.mediaDir).filter((name) => !name.startsWith('.')).length)
    expect(fs.readFileSync(path.join(backupDir, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP')
    const sums = fs.readFileSync(path.join(backupDir, 'SHA256SUMS'), 'utf8')
    expect(sums).toContain(`  media/${uploaded.filename}`)
    expect(sums).toContain('  database.dump')
    expect(JSON.stringify(manifest)).not.toContain('backup-drill-secret')
    expect(JSON.stringify(manifest)).not.toMatch(/postgres:postgres@/)
  })

  it('restores into a fresh embedded database and media folder, and the app serves the same pages and files', async () => {
    await source.server!.kill('SIGTERM')
    const { code, output } = await command('restore', [backupDir], restored.env)
    expect(code, output).toBe(0)
    expect(output).toMatch(/as in the manifest/)
    for (const name of fs.readdirSync(source.mediaDir)) {
      expect(fs.readFileSync(path.join(restored.mediaDir, name)).equals(fs.readFileSync(path.join(source.mediaDir, name))), name).toBe(true)
    }

    await start(restored)
    const restoredPages = await pagesOf(restored)
    for (const [page, { status, html }] of sourcePages) {
      const again = restoredPages.get(page)!
      expect(again.status, page).toBe(status)
      const [before, after] = [normalise(html), normalise(again.html)]
      if (after !== before) {
        // Both pages as compared, to read side by side.
        const name = page.replace(/[^a-z0-9]+/gi, '_')
        fs.writeFileSync(path.join(logDir, `page${name}-source.html`), html)
        fs.writeFileSync(path.join(logDir, `page${name}-restored.html`), again.html)
      }
      expect(after === before, `${page}: ${firstDifference(before, after)} (both in ${logDir})`).toBe(true)
    }
    const { files: restoredFiles } = await mediaFilesOf(restored, await adminToken(restored))
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort())
    for (const [name, bytes] of sourceFiles) expect(restoredFiles.get(name)!.equals(bytes), name).toBe(true)
  })

  it('refuses a database and media folder that are not empty, and changes nothing', async () => {
    const { code, output } = await command('restore', [backupDir], restored.env)
    expect(code).toBe(2)
    expect(output).toMatch(/refused: the database has \d+ table\(s\)/)
    expect(output).toMatch(/the media store .* has files/)
    expect(output).toContain('--force')
    // The running app still answers from what was restored.
    expect((await fetch(`${restored.origin}/en/kim`)).status).toBe(200)
  })

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = path.join(root, 'damaged')
    fs.cpSync(backupDir, damaged, { recursive: true })
    const file = path.join(damaged, 'media', uploaded.filename)
    const bytes = fs.readFileSync(file)
    bytes[bytes.length - 1] ^= 0xff
    fs.writeFileSync(file, bytes)
    fs.writeFileSync(path.join(damaged, 'media', 'stray.webp'), 'not from the backup')
    const fresh = await site('untouched')
    const { code, output } = await command('restore', [damaged], fresh.env)
    expect(code).toBe(1)
    expect(output).toContain(`media/${uploaded.filename}: checksum differs`)
    expect(output).toContain('media/stray.webp: not listed in SHA256SUMS')
    // No database was even started there.
    expect(fs.existsSync(path.join(fresh.env.DATA_DIR!, 'postgres'))).toBe(false)
  })
})

describe('backup and restore with DATABASE_URL and media in S3', () => {
  let s3: S3rver
  let settings: (bucket: string) => S3Settings
  let s3Env: (bucket: string) => Record<string, string>
  const s3Backup = path.join(root, 'backup-s3')
  const sourceUrl = () => `postgres://postgres:postgres@127.0.0.1:${restored.env.EMBEDDED_PG_PORT}/realtors`
  const targetUrl = () => `postgres://postgres:postgres@127.0.0.1:${restored.env.EMBEDDED_PG_PORT}/realtors_from_s3_backup`

  beforeAll(async () => {
    const port = await freePort()
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      directory: path.join(root, 's3rver'),
      silent: true,
      configureBuckets: [
        { name: 'drill-source', configs: [] },
        { name: 'drill-restored', configs: [] },
      ],
    })
    await s3.run()
    settings = (bucket) => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    s3Env = (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    // The restored site's media, moved to a bucket as `npm run media:to-s3` would.
    const copied = await copyMediaToS3(restored.mediaDir, settings('drill-source'))
    expect(copied.failed).toEqual([])
  })
  afterAll(() => s3?.close())

  it('backs up the bucket and restores it into an empty bucket and a database it creates, byte for byte', async () => {
    const backup = await command('backup', ['--out', s3Backup], { ...restored.env, DATABASE_URL: sourceUrl(), ...s3Env('drill-source') })
    expect(backup.code, backup.output).toBe(0)
    const manifest = JSON.parse(fs.readFileSync(path.join(s3Backup, 'manifest.json'), 'utf8'))
    expect(manifest.media).toMatchObject({ source: 's3', location: expect.stringContaining('s3://drill-source'), missing: [] })
    expect(JSON.stringify(manifest)).not.toContain('S3RVER')

    const restore = await command('restore', [s3Backup], { ...restored.env, DATABASE_URL: targetUrl(), ...s3Env('drill-restored') })
    expect(restore.code, restore.output).toBe(0)

    const from = bucketFiles(settings('drill-source'))
    const to = bucketFiles(settings('drill-restored'))
    try {
      const objects = await from.list()
      expect(objects.length).toBe(manifest.media.files)
      expect((await to.list()).map(({ key }) => key)).toEqual(objects.map(({ key }) => key))
      for (const { key } of objects.slice(0, 40)) {
        const a = path.join(root, 'a.bin')
        const b = path.join(root, 'b.bin')
        await from.download(key, a)
        await to.download(key, b)
        expect(fs.readFileSync(b).equals(fs.readFileSync(a)), key).toBe(true)
      }
    } finally {
      from.close()
      to.close()
    }
    const client = new pg.Client({ connectionString: targetUrl() })
    await client.connect()
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM realtors')
    await client.end()
    expect(rows[0]!.n).toBe(manifest.database.counts.realtors)
  })

  it('refuses a bucket that is not empty, even into an empty database', async () => {
    const url = `postgres://postgres:postgres@127.0.0.1:${restored.env.EMBEDDED_PG_PORT}/realtors_never_filled`
    const { code, output } = await command('restore', [s3Backup], { ...restored.env, DATABASE_URL: url, ...s3Env('drill-restored') })
    expect(code).toBe(2)
    expect(output).toMatch(/the media store s3:\/\/drill-restored.* has files/)
    expect(output).not.toMatch(/the database has/)
  })
})
