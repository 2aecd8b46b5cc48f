/** npm run realtors:export / realtors:import, run as support staff would, against the test database. */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'

const run = promisify(execFile)
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function cli(...args: string[]) {
  try {
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/realtors-transfer.ts', ...args], { env: process.env })
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: `${failed.stdout}${failed.stderr}` }
  }
}

describe('bulk realtor transfer', () => {
  it('exports every realtor, imports files, and exits 1 when any file failed (the others applied)', async () => {
    const realtor = await makeRealtor(payload, { aboutMe: 'before' })
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-bulk-'))
    const exported = await cli('export', '--out', dir)
    expect(exported.code).toBe(0)
    expect(exported.stdout).toMatch(/exported (\d+) of \1 realtors/)
    const file = fs.readdirSync(dir).find((name) => name.startsWith(`realtor-${realtor.desiredUrl}-`))!
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))

    const good = path.join(dir, 'good.json')
    const bad = path.join(dir, 'bad.json')
    fs.writeFileSync(good, JSON.stringify({ ...json, aboutMeKr: 'after' }))
    fs.writeFileSync(bad, JSON.stringify({ ...json, designMainColor: 'red' }))
    const imported = await cli('import', '--publish', good, bad)
    expect(imported.code).toBe(1)
    expect(imported.stdout).toContain('imported 1 of 2 files; 1 failed')
    expect(imported.stdout).toContain('bad.json: designMainColor')
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id })).aboutMe).toBe('after')
  }, 60_000)
})
