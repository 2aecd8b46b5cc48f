/**
 * The origins Payload trusts for cookie auth (CSRF) and answers with CORS: the
 * platform's own hosts and every agent's custom domain. Payload reads both
 * lists on each request, so they are updated in place: at start, when a realtor's
 * domain changes in this process, and every minute for changes made by others.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { parseHomeHosts } from '@/lib/hosts'
import { errorSummary } from '@/lib/errorSummary'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { repeatWhileConnected } from './repeatWhileConnected'

const REFRESH_MS = 60_000

export function platformOrigins(): string[] {
  const hosts = parseHomeHosts(process.env.HOME_HOSTS)
  return unique([platformOrigin(), ...hosts.map(customDomainOrigin)])
}

/**
 * Reads the domains with SQL (no hooks, no access rules: this runs outside any
 * request). `change` applies a save not yet committed (the calling hook's own transaction).
 */
export async function refreshAllowedOrigins(
  payload: Payload,
  change: { add?: string | null; remove?: string | null } = {},
): Promise<string[]> {
  const db = payload.db as unknown as PostgresAdapter
  const { rows } = await db.drizzle.execute(sql`SELECT custom_domain FROM realtors WHERE custom_domain IS NOT NULL`)
  const domains = new Set((rows as { custom_domain: string }[]).map((row) => row.custom_domain))
  if (change.remove) domains.delete(change.remove)
  if (change.add) domains.add(change.add)
  const origins = unique([...platformOrigins(), ...[...domains].map(customDomainOrigin)])
  replaceContents(payload.config.csrf, origins)
  if (Array.isArray(payload.config.cors)) replaceContents(payload.config.cors, origins)
  return origins
}

/**
 * Called from onInit. At start the table may not exist yet (scripts load Payload,
 * then migrate), so that failure is only a debug line; later ones are warnings
 * and keep the previous lists.
 */
export function keepAllowedOriginsFresh(payload: Payload): void {
  const refresh = (level: 'debug' | 'warn') => () =>
    refreshAllowedOrigins(payload).catch((error: Error) =>
      payload.logger[level]({ msg: 'custom domains not loaded into the allowed origins', err: errorSummary(error) }),
    )
  void refresh('debug')()
  repeatWhileConnected(payload, REFRESH_MS, refresh('warn'))
}

function replaceContents(target: string[], values: string[]): void {
  target.splice(0, target.length, ...values)
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
