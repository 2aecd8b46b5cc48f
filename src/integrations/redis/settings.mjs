/**
 * Redis, Next's shared cache in the scaled mode: REDIS_URL (unset: each process keeps its own
 * cache) and REDIS_COMMAND_TIMEOUT_MS (deadline of one cache read or write). Plain JavaScript:
 * next.config.mjs and the cache handler, which Next loads as it is, read it too.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ url: string, commandTimeoutMs: number } | null}
 */
export function redisSettings(env = process.env) {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  return { url, commandTimeoutMs: Number(env.REDIS_COMMAND_TIMEOUT_MS ?? 500) }
}
