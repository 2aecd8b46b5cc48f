/**
 * Which Next config the production server runs with.
 *
 * - A checkout (`npm start`, tests, bench): Next evaluates next.config.mjs again, so its
 *   run-time switches apply (REDIS_URL names the shared cache handler), but the deployment
 *   id stays the one the build's pages carry (NEXT_DEPLOYMENT_ID; BUILD_ID defaults to the
 *   build's time, which a second evaluation would not give).
 * - The image (no next.config.mjs, as with Next's standalone server.js): the config the
 *   build serialized, with the cache handler switched here by REDIS_URL: the bundled Redis handler
 *   (.next/entries/redisCacheHandler.mjs, runtime/buildEntries.ts) when it is set, the in-process
 *   one (localCacheHandler.mjs) when not; both tell each request its page's cache tags.
 */
import fs from 'node:fs'
import path from 'node:path'

type BuiltConfig = { deploymentId?: string; cacheHandler?: string; [key: string]: unknown }

export function applyRuntimeConfig(dir: string, env: NodeJS.ProcessEnv = process.env): 'checkout' | 'image' | 'none' {
  const serverFiles = path.join(dir, '.next', 'required-server-files.json')
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG || !fs.existsSync(serverFiles)) return 'none'
  const built = (JSON.parse(fs.readFileSync(serverFiles, 'utf8')) as { config: BuiltConfig }).config
  if (fs.existsSync(path.join(dir, 'next.config.mjs'))) {
    if (built.deploymentId) env.NEXT_DEPLOYMENT_ID ??= built.deploymentId
    env.REALTORS_SERVING_CHECKOUT_BUILD = '1'
    return 'checkout'
  }
  const config: BuiltConfig = { ...built }
  const handler = path.join(dir, 'entries', env.REDIS_URL ? 'redisCacheHandler.mjs' : 'localCacheHandler.mjs')
  if (!fs.existsSync(handler)) console.warn(`[server] ${handler} is missing: Next's own cache, and pages without purge keys`)
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(fs.existsSync(handler) ? { ...config, cacheHandler: handler } : config)
  return 'image'
}
