/**
 * Migrates and seeds the database in process.env.DATABASE_URL from a child
 * process (`scripts/seed.ts`), which is killed and started again when it hangs.
 *
 * Why a child: loading Payload in these runners has hung now and then with
 * nothing to act on (no error, no output; seen once in an e2e run right after
 * `next build`, never in 15 standalone loads since; once as exit code 13 in CI's
 * resilience setup). In-process, a hang held the whole run until CI's limit;
 * here it costs one retry. Migrations and the
 * seed are idempotent, so a second attempt finishes what the first began.
 */
import { run } from '../../../runtime/spawn'

type Options = { timeoutMs?: number; attempts?: number }

const STALLED_EXIT_CODE = 13

export async function migrateAndSeed({ timeoutMs = 120_000, attempts = 2 }: Options = {}): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    // node itself rather than the tsx CLI, which runs the script in a grandchild a kill would miss.
    const seeding = run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], process.env)
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), timeoutMs)
    })
    const outcome = await Promise.race([seeding.exited, hung])
    clearTimeout(timer)
    if (outcome === 0) return
    // Exit code 13 is Node's "unsettled top-level await": the same stall, met with nothing left to
    // wait on (seen once in CI's resilience setup, after 300+ clean loads), so the child ends instead of hanging.
    // On Node 24 the worker's frequent form of it (about every other start on Node 20) is gone: 0 in 42
    // starts. So rare a form cannot be ruled out by that count, so this guard stays.
    if (outcome === STALLED_EXIT_CODE) {
      console.error(`[setup] migrating and seeding stalled with nothing left to run (exit code 13, attempt ${attempt} of ${attempts})`)
      continue
    }
    if (outcome !== 'hung') throw new Error(`migrating and seeding the database failed (exit code ${outcome}); see the output above`)
    seeding.child.kill('SIGKILL')
    await seeding.exited
    console.error(`[setup] migrating and seeding did not finish within ${timeoutMs / 1000} s (attempt ${attempt} of ${attempts})`)
  }
  throw new Error(`migrating and seeding the database hung or stalled ${attempts} times; see the output above`)
}
