/**
 * Another server process, for the rate-limit tests: loads Payload on the same
 * database, counts `hits` requests of one limit and subject, prints the answers.
 * Usage: tsx tests/helpers/rateLimitHits.ts <name> <subject> <hits>
 */
import { closePayload, loadPayload } from '../../scripts/lib/payload'
import { hitRateLimit, type RateLimitName } from '../../src/utilities/rateLimit'

const [name, subject, hits] = process.argv.slice(2)
const payload = await loadPayload()
const answers: boolean[] = []
for (let i = 0; i < Number(hits); i++) answers.push((await hitRateLimit(payload, name as RateLimitName, subject)).allowed)
console.log(JSON.stringify(answers))
await closePayload(payload)
process.exit(0)
