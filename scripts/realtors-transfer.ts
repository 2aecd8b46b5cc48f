/**
 * Bulk JSON export / import for support staff:
 *   npm run realtors:export -- --out DIR
 *   npm run realtors:import -- [--publish] FILE...
 * Files are the same JSON as the admin's buttons; an import file names its
 * realtor by `id` (else by `desiredUrl`). Export writes the published state; an import is
 * saved as a draft unless --publish. Exits 1 when any file failed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq } from 'payload'

import { exportFileName, exportRealtor } from '../src/collections/Realtors/transfer/exportRealtor'
import { importRealtor } from '../src/collections/Realtors/transfer/importRealtor'
import { prepareRuntimeEnv } from '../runtime/db/runtimeEnv'
import { loadPayload } from '../runtime/payload'

const [command, ...args] = process.argv.slice(2)
process.env.JOBS_AUTORUN = '0'
await prepareRuntimeEnv('realtors')
const payload = await loadPayload()

function progress(done: number, total: number, label: string) {
  const width = 24
  const filled = total ? Math.round((done / total) * width) : width
  process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label.padEnd(40).slice(0, 40)}`)
}

let failed = 0
if (command === 'export') {
  const outIndex = args.indexOf('--out')
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined
  if (!out) {
    console.error('usage: npm run realtors:export -- --out DIR')
    process.exit(2)
  }
  fs.mkdirSync(out, { recursive: true })
  const { docs } = await payload.find({ collection: 'realtors', limit: 0, pagination: false, depth: 0, select: { desiredUrl: true } })
  for (const [index, realtor] of docs.entries()) {
    try {
      const json = await exportRealtor(payload, realtor.id)
      fs.writeFileSync(path.join(out, exportFileName(realtor.desiredUrl)), `${JSON.stringify(json, null, 2)}\n`)
    } catch (error) {
      failed++
      console.error(`\n${realtor.desiredUrl}: ${(error as Error).message}`)
    }
    progress(index + 1, docs.length, realtor.desiredUrl)
  }
  console.log(`\nexported ${docs.length - failed} of ${docs.length} realtors to ${out}`)
} else if (command === 'import') {
  const publish = args.includes('--publish')
  const files = args.filter((arg) => arg !== '--publish')
  if (files.length === 0) {
    console.error('usage: npm run realtors:import -- [--publish] FILE...')
    process.exit(2)
  }
  for (const [index, file] of files.entries()) {
    progress(index, files.length, path.basename(file))
    try {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: number; desiredUrl?: string }
      const id =
        json.id ??
        (await payload.find({ collection: 'realtors', where: { desiredUrl: { equals: json.desiredUrl } }, limit: 1, depth: 0 })).docs[0]?.id
      if (!id) throw new Error(`no realtor with id ${json.id} or desiredUrl ${json.desiredUrl}`)
      const outcome = await importRealtor(await createLocalReq({}, payload), id, json, { publish })
      if (!outcome.ok) throw new Error(outcome.problems.map((p) => `${p.path}: ${p.message}`).join('; '))
    } catch (error) {
      failed++
      console.error(`\n${file}: ${(error as Error).message}`)
    }
    progress(index + 1, files.length, path.basename(file))
  }
  console.log(`\nimported ${files.length - failed} of ${files.length} files${failed ? `; ${failed} failed (see above)` : ''}`)
} else {
  console.error('usage: realtors-transfer export --out DIR | import [--publish] FILE...')
  process.exit(2)
}
process.exit(failed ? 1 : 0)
