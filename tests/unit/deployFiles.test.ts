/**
 * The production image and the compose file hold what the scaled mode needs of them.
 * Docker cannot run on these machines, so this reads the files as Docker would
 * (Dockerfile instructions by stage, docker-compose.yml as YAML with its merge
 * keys) and checks each promise; tests/deploy/standalone.test.ts starts what the
 * image copies.
 */
import fs from 'node:fs'

import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

type Instruction = { keyword: string; args: string }
type Stage = { name: string; instructions: Instruction[] }

/** Dockerfile instructions (continuation lines joined, comments dropped), grouped by FROM. */
function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
  const stages: Stage[] = []
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!
    if (keyword.toUpperCase() === 'FROM') stages.push({ name: / AS (\S+)$/i.exec(args)?.[1] ?? `stage ${stages.length}`, instructions: [] })
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args })
  }
  return stages
}

const stages = dockerfileStages(fs.readFileSync('Dockerfile', 'utf8'))
const runtime = stages.at(-1)!
const args = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args)

type Service = {
  image?: string
  build?: unknown
  command?: string[] | string
  entrypoint?: string[] | string
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  deploy?: { replicas?: number }
  ports?: string[]
  volumes?: string[]
  restart?: string
  stop_grace_period?: string
  profiles?: string[]
}
const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Service> }
const services = compose.services
const text = (value: string[] | string | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''))
const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1] ?? 0)

describe('Dockerfile', () => {
  it('builds in stages: dependencies, build, and a runtime stage that only copies the output', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['deps', 'build', 'runtime'])
    expect(args(stages[1], 'RUN').join(' ')).toMatch(/npm run build/)
    const copies = args(runtime, 'COPY')
    for (const path of ['/app/.next/standalone', '/app/.next/static', '/app/public', '/app/.next/entries']) {
      expect(copies.some((copy) => copy.includes(`--from=build`) && copy.includes(path))).toBe(true)
    }
    // No dependencies, sources or npm at run time.
    expect(copies.some((copy) => /node_modules|\bsrc\b|\s\.\s/.test(copy))).toBe(false)
    expect(args(runtime, 'RUN').join(' ')).not.toMatch(/\bnpm\b|\bnpx\b|next build/)
  })

  it('runs as a user other than root', () => {
    const users = args(runtime, 'USER')
    expect(users.length).toBeGreaterThan(0)
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/)
  })

  it('checks health on /api/health and starts our bundled server, not Next standalone server.js', () => {
    expect(args(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/api\/health/)
    expect(args(runtime, 'CMD').at(-1)).toBe('["node", "entries/server.mjs"]')
  })

  it('bundles exactly the entry points the image and the compose file start', () => {
    const bundler = fs.readFileSync('runtime/buildEntries.ts', 'utf8')
    for (const entry of ["server: 'runtime/server/main.ts'", "jobs: 'runtime/jobs.ts'", "migrate: 'runtime/migrate.ts'"])
      expect(bundler).toContain(entry)
  })
})

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Redis (Valkey), MinIO with its bucket made on start, migrate, two app replicas, one worker and a load balancer', () => {
    expect(services.postgres.image).toMatch(/^postgres:/)
    expect(services.redis.image).toMatch(/^(valkey\/valkey|redis):/)
    expect(services.minio.image).toMatch(/^minio\/minio/)
    expect(text(services['minio-bucket'].entrypoint)).toMatch(/mc mb --ignore-existing local\/media/)
    expect(services['minio-bucket'].depends_on?.minio.condition).toBe('service_healthy')
    expect(services.app.deploy?.replicas).toBe(2)
    expect(services.jobs.deploy?.replicas).toBe(1)
    expect(text(services.jobs.command)).toBe('node entries/jobs.mjs')
  })

  it('runs migrations once, as a one-shot service the app and the worker wait for; the app never migrates', () => {
    expect(text(services.migrate.command)).toBe('node entries/migrate.mjs')
    expect(services.migrate.restart).toBe('no')
    expect(services.migrate.deploy?.replicas ?? 1).toBe(1)
    for (const name of ['app', 'jobs']) expect(services[name].depends_on?.migrate.condition).toBe('service_completed_successfully')
    expect(text(services.app.command)).toBe('node entries/server.mjs')
    expect(services.app.environment?.MIGRATE_ON_START ?? '0').toBe('0')
  })

  it('puts Varnish on port 3000 in front of the load balancer, the load balancer in front of the app, and only there', () => {
    expect(services.varnish.ports).toEqual(['3000:80'])
    expect(services.varnish.depends_on?.lb).toBeDefined()
    expect(services.lb.image).toMatch(/^(caddy|nginx|traefik)(:|$)/)
    expect(services.lb.ports).toBeUndefined()
    expect(services.lb.depends_on?.app).toBeDefined()
    expect(services.app.ports).toBeUndefined()
    const backends = fs.readFileSync('deploy/varnish/backends.vcl', 'utf8')
    expect(backends).toMatch(/\.host = "lb";\s*\.port = "3000";/)
    // The image Varnish runs from holds the VCL and Debian's xkey module, as the scale drill runs them.
    const varnishStages = dockerfileStages(fs.readFileSync('deploy/varnish/Dockerfile', 'utf8'))
    expect(args(varnishStages.at(-1)!, 'RUN').join(' ')).toMatch(/install .*varnish varnish-modules/)
    expect(args(varnishStages.at(-1)!, 'COPY').join(' ')).toMatch(/default\.vcl backends\.vcl/)
    // Two proxies' X-Forwarded-For hops are believed; the app purges the Varnish it sits behind.
    expect(services.app.environment?.TRUSTED_PROXIES).toBe('2')
    expect(services.app.environment?.VARNISH_URL).toBe('http://varnish:80')
    const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8')
    expect(caddyfile).toMatch(/^:3000 \{/m)
    expect(caddyfile).toMatch(/dynamic a app 3000/)
    // Idle upstream connections end before the app's 5 s keep-alive timeout closes them.
    expect(Number(/keepalive (\d+)s/.exec(caddyfile)?.[1])).toBeLessThan(5)
  })

  it('builds nothing when a container starts: no install or build command, no source mounted', () => {
    for (const [name, service] of Object.entries(services)) {
      const run = `${text(service.entrypoint)} ${text(service.command)}`
      expect(run, name).not.toMatch(/npm (ci|install|run build)|next build|\btsx\b/)
      for (const volume of service.volumes ?? []) expect(volume, name).not.toMatch(/^\.:|^\.\/?:|\/app$/)
    }
    for (const name of ['migrate', 'app', 'jobs']) expect(services[name].image, name).toMatch(/^realtors:/)
  })

  it('gives the app and the worker every variable of the scaled mode and time to drain', () => {
    for (const name of ['migrate', 'app', 'jobs']) {
      const environment = services[name].environment ?? {}
      for (const variable of [
        'PAYLOAD_SECRET',
        'DATABASE_URL',
        'DATABASE_REPLICA_URLS',
        'REDIS_URL',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'TRUSTED_PROXIES',
        'PUBLIC_URL',
      ]) {
        expect(Object.keys(environment), `${name} lacks ${variable}`).toContain(variable)
      }
      expect(environment.JOBS_AUTORUN, name).toBe('0')
      // Longer than the server's 25 s drain and the worker's 20 s.
      expect(seconds(services[name].stop_grace_period), name).toBeGreaterThan(25)
    }
  })

  it('names only services that exist in depends_on', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(Object.keys(services), `${name} -> ${dependency}`).toContain(dependency)
    }
  })
})
