/**
 * GET /api/ready: whether this instance can serve, dependency by dependency.
 * PostgreSQL (DATABASE_URL and each of DATABASE_REPLICA_URLS), Redis when
 * REDIS_URL is set, and media storage (the S3 bucket when S3_BUCKET is set, else
 * the media directory), all at once, each within CHECK_TIMEOUT_MS.
 */
import { parseReplicaUrls } from '@/integrations/postgres/replicaUrls'

import { CHECK_TIMEOUT_MS, runCheck, type Check, type CheckResult } from './check'
import { postgresCheck } from './postgres'
import { redisSettings } from '../redis/settings.mjs'
import { redisCheck } from './redis'
import { s3SettingsFromEnv } from '../s3/settings'
import { mediaDirectoryCheck, s3Check } from './storage'

export type Readiness = { status: 'ready' | 'not ready'; checks: CheckResult[] }

export function readinessChecks(env: NodeJS.ProcessEnv, mediaDir: string, timeoutMs = CHECK_TIMEOUT_MS): Check[] {
  const checks: Check[] = []
  checks.push(
    env.DATABASE_URL
      ? postgresCheck('postgres', env.DATABASE_URL, timeoutMs)
      : { name: 'postgres', run: async () => Promise.reject(Object.assign(new Error(), { code: 'DATABASE_URL_UNSET' })) },
  )
  let replicas: string[] = []
  try {
    replicas = parseReplicaUrls(env.DATABASE_REPLICA_URLS) ?? []
  } catch {
    checks.push({
      name: 'postgres replicas',
      run: async () => Promise.reject(Object.assign(new Error(), { code: 'DATABASE_REPLICA_URLS_INVALID' })),
    })
  }
  replicas.forEach((url, index) => checks.push(postgresCheck(`postgres replica ${index + 1}`, url, timeoutMs)))
  const redis = redisSettings(env)
  if (redis) checks.push(redisCheck(redis.url, timeoutMs))
  const s3 = s3SettingsFromEnv(env)
  checks.push(s3 ? s3Check(s3) : mediaDirectoryCheck(mediaDir))
  return checks
}

let running: Promise<Readiness> | null = null

/** Probes arriving while one runs share its answer: a burst of probes costs one round of checks. */
export function checkReadiness(env: NodeJS.ProcessEnv, mediaDir: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  running ??= Promise.all(readinessChecks(env, mediaDir, timeoutMs).map((check) => runCheck(check, timeoutMs)))
    .then((checks) => ({ status: checks.every((check) => check.status === 'ok') ? ('ready' as const) : ('not ready' as const), checks }))
    .finally(() => {
      running = null
    })
  return running
}
