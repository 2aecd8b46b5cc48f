/**
 * npm run media:to-s3: copies existing local media (MEDIA_DIR, default media/) into
 * the S3 bucket the S3_* variables name, before switching a deployment to S3.
 * Safe to run again: files already there are skipped. Exits 1 when any file failed.
 */
import path from 'node:path'

import { s3SettingsFromEnv } from '../src/integrations/s3/settings'
import { copyMediaToS3 } from '../src/integrations/s3/copyMediaToS3'

const settings = s3SettingsFromEnv()
if (!settings) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed) first.')
  process.exit(2)
}
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? 'media')
const width = 24
let lastTenth = -1
const report = await copyMediaToS3(mediaDir, settings, (done, total, file) => {
  const filled = total ? Math.round((done / total) * width) : width
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
  if (process.stdout.isTTY) {
    process.stdout.write(`\r${bar} ${file.padEnd(40).slice(0, 40)}`)
  } else if (Math.floor((done / total) * 10) > lastTenth) {
    // A log (CI, a redirect): one line per tenth rather than one ever-growing line.
    lastTenth = Math.floor((done / total) * 10)
    console.log(bar)
  }
})
if (process.stdout.isTTY) process.stdout.write('\n')
console.log(
  `${report.copied} copied, ${report.skipped} already in s3://${settings.bucket}, ${report.failed.length} failed (of ${report.total} in ${mediaDir})`,
)
for (const { file, error } of report.failed) console.error(`  ${file}: ${error}`)
process.exit(report.failed.length > 0 ? 1 : 0)
