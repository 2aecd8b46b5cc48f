/**
 * npm run test:backup: the backup drill (tests/backup/). Builds (`next build`) unless
 * BACKUP_SKIP_BUILD=1 finds a build to reuse, then runs Vitest project `backup`, whose test starts
 * the app as `npm start` does on throwaway embedded databases, backs it up, restores it elsewhere
 * and compares what the two serve. Needs pg_dump / pg_restore 18 (PG_BIN_DIR, PATH, or the folder
 * scripts/install-pg-client.sh builds into). Logs in test-results/backup/.
 */
import fs from 'node:fs'

import { bin, run } from '../../../runtime/spawn'

const nextEnv = () => ({ ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' })
if (process.env.BACKUP_SKIP_BUILD !== '1' || !fs.existsSync('.next/BUILD_ID')) {
  const code = await run(bin('next'), ['build'], nextEnv()).exited
  if (code !== 0) process.exit(code)
}
process.exit(await run(bin('vitest'), ['run', '--project', 'backup', ...process.argv.slice(2)], process.env).exited)
