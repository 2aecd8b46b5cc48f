/**
 * The production build the bench measures. `next build` runs when .next/BUILD_ID is missing or older
 * than any source file (src/, next.config.mjs, package.json, package-lock.json, tsconfig.json), so
 * the numbers are never of stale code; BENCH_BUILD=1 always builds, BENCH_BUILD=0 never does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { bin, run } from '../../runtime/spawn'

const BUILD_ID = '.next/BUILD_ID'
const SOURCES = ['src', 'next.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json']

export async function ensureBuild(): Promise<void> {
  const reason = buildReason()
  if (!reason) {
    console.log('[bench] reusing the existing .next build (BENCH_BUILD=1 forces a new one)')
    return
  }
  console.log(`[bench] next build: ${reason}`)
  const started = Date.now()
  const code = await run(bin('next'), ['build'], {
    ...process.env,
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
  }).exited
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  console.log(`[bench] built in ${Math.round((Date.now() - started) / 1000)} s`)
}

function buildReason(): string | null {
  const mode = process.env.BENCH_BUILD
  if (mode === '1') return 'BENCH_BUILD=1'
  const built = fs.existsSync(BUILD_ID) ? fs.statSync(BUILD_ID).mtimeMs : null
  if (mode === '0') {
    if (built === null) throw new Error('BENCH_BUILD=0 but there is no .next build')
    return null
  }
  if (built === null) return 'no .next/BUILD_ID'
  const newer = SOURCES.map((source) => newestFile(source)).find((file) => file && file.mtimeMs > built)
  return newer ? `${newer.path} changed after the last build` : null
}

function newestFile(target: string): { path: string; mtimeMs: number } | null {
  if (!fs.existsSync(target)) return null
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return { path: target, mtimeMs: stat.mtimeMs }
  let newest: { path: string; mtimeMs: number } | null = null
  for (const entry of fs.readdirSync(target)) {
    const found = newestFile(path.join(target, entry))
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found
  }
  return newest
}
