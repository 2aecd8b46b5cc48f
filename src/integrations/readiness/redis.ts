/**
 * Redis answers PING (REDIS_URL, the shared Next cache). A connection per probe,
 * no reconnects: a probe must report Redis as it is now, not wait for it.
 */
import { createClient } from 'redis'

import type { Check } from './check'

export function redisCheck(url: string, timeoutMs: number): Check {
  return {
    name: 'redis',
    run: async (signal) => {
      const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } })
      // Reported through the rejected connect or command; an 'error' event with no listener would crash the process.
      client.on('error', () => {})
      const abort = () => void client.destroy()
      signal.addEventListener('abort', abort, { once: true })
      try {
        await client.connect()
        const answer = await client.ping()
        if (answer !== 'PONG') throw Object.assign(new Error(), { code: 'UNEXPECTED_PING_ANSWER' })
      } finally {
        signal.removeEventListener('abort', abort)
        if (client.isOpen) client.destroy()
      }
    },
  }
}
