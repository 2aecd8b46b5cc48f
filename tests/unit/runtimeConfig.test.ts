/**
 * The production server's Next config (runtime/server/runtimeConfig.ts): in a checkout,
 * next.config.mjs is evaluated again but the deployment id stays the build's; in the image,
 * the build's serialized config, with the cache handler switched by REDIS_URL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { applyRuntimeConfig } from '../../runtime/server/runtimeConfig'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function built(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'))
  dirs.push(dir)
  const config = { deploymentId: 'build-42', cacheHandler: '/build/src/integrations/redis/cacheHandler.mjs', output: 'standalone' }
  fs.mkdirSync(path.join(dir, '.next'))
  fs.writeFileSync(path.join(dir, '.next/required-server-files.json'), JSON.stringify({ config }))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const standalone = (env: NodeJS.ProcessEnv) => JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? 'null')

describe("the production server's Next config", () => {
  it('in a checkout keeps the build deployment id and lets next.config.mjs run again', () => {
    const env = {} as NodeJS.ProcessEnv
    expect(applyRuntimeConfig(built({ 'next.config.mjs': 'export default {}' }), env)).toBe('checkout')
    expect(env.NEXT_DEPLOYMENT_ID).toBe('build-42')
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined()
  })

  it('in the image uses the build config with the bundled in-process handler when REDIS_URL is unset', () => {
    const dir = built({ 'entries/redisCacheHandler.mjs': '', 'entries/localCacheHandler.mjs': '' })
    const env = {} as NodeJS.ProcessEnv
    expect(applyRuntimeConfig(dir, env)).toBe('image')
    expect(standalone(env)).toEqual({
      deploymentId: 'build-42',
      output: 'standalone',
      cacheHandler: path.join(dir, 'entries/localCacheHandler.mjs'),
    })
  })

  it('in the image names the bundled cache handler when REDIS_URL is set', () => {
    const dir = built({ 'entries/redisCacheHandler.mjs': '' })
    const env = { REDIS_URL: 'redis://cache:6379' } as unknown as NodeJS.ProcessEnv
    applyRuntimeConfig(dir, env)
    expect(standalone(env).cacheHandler).toBe(path.join(dir, 'entries/redisCacheHandler.mjs'))
  })

  it('does nothing without a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'))
    dirs.push(dir)
    const env = {} as NodeJS.ProcessEnv
    expect(applyRuntimeConfig(dir, env)).toBe('none')
    expect(env).toEqual({})
  })
})
