/**
 * zod, configured once for the whole app: no code generation. Its fast path
 * probes `new Function()`, which the pages' Content-Security-Policy forbids and
 * reports as a violation in every visitor's browser.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
