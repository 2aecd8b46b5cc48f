import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { assertTraversableByOthers } from '../../runtime/db/embeddedPostgres'
import { ensureSecret } from '../../runtime/db/runtimeEnv'

let dir: string
const saved = { ...process.env }

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-env-'))
})
afterEach(() => {
  process.env = { ...saved }
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('PAYLOAD_SECRET when unset', () => {
  it('is generated once under the data directory and reused by the next run', () => {
    process.env.DATA_DIR = dir
    delete process.env.PAYLOAD_SECRET
    // NODE_ENV is typed read-only by Next.
    Reflect.deleteProperty(process.env, 'NODE_ENV')
    ensureSecret()
    const first = process.env.PAYLOAD_SECRET
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(dir, 'payload-secret'), 'utf8')).toBe(first)

    delete process.env.PAYLOAD_SECRET
    ensureSecret()
    expect(process.env.PAYLOAD_SECRET).toBe(first)
  })

  it('is required in production, with a message saying so', () => {
    process.env.DATA_DIR = dir
    delete process.env.PAYLOAD_SECRET
    Object.assign(process.env, { NODE_ENV: 'production' })
    expect(() => ensureSecret()).toThrow(/PAYLOAD_SECRET must be set in production/)
    expect(fs.existsSync(path.join(dir, 'payload-secret'))).toBe(false)
  })
})

describe('embedded PostgreSQL as root', () => {
  it('names the directory the postgres user cannot enter and how to fix it', () => {
    const closed = path.join(dir, 'closed')
    fs.mkdirSync(path.join(closed, 'project'), { recursive: true })
    fs.chmodSync(closed, 0o700)
    expect(() => assertTraversableByOthers([path.join(closed, 'project', 'data')])).toThrow(`chmod o+x ${closed}`)
  })

  it('accepts a path every parent of which others may traverse', () => {
    const open = path.join(dir, 'open', 'project')
    fs.mkdirSync(open, { recursive: true })
    fs.chmodSync(dir, 0o755)
    expect(() => assertTraversableByOthers([path.join(open, 'data')])).not.toThrow()
  })
})
