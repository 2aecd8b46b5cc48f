/**
 * Imported for its effect, before any schema is built: zod without code
 * generation. Its fast path probes `new Function()`, which the pages'
 * Content-Security-Policy forbids and reports as a violation in every visitor's
 * browser. (Only `config` is imported so bundlers can still drop unused zod.)
 */
import { config } from 'zod'

config({ jitless: true })
