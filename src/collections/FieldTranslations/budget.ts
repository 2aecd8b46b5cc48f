/**
 * Each agent's monthly character budget for translation suggestions (Site settings -> Translation).
 * Characters are counted up in one conditional UPDATE before the service is asked, so two
 * suggestions at once cannot both slip under the limit, and given back when the service fails or
 * nothing is saved. The month is the calendar month in UTC.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { translationSettingsOf } from '@/lib/translation/translationSettings'

export type Budget = { used: number; limit: number }

export const usageMonth = (now = new Date()): string => now.toISOString().slice(0, 7)

const drizzle = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

export async function monthlyLimit(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return translationSettingsOf(settings.translation).monthlyCharactersPerAgent
}

export async function translationBudgetOf(payload: Payload, realtorId: number, now = new Date()): Promise<Budget> {
  const { rows } = await drizzle(payload).execute(
    sql`SELECT characters FROM translation_usage WHERE realtor_id = ${realtorId} AND month = ${usageMonth(now)}`,
  )
  return { used: Number((rows[0] as { characters?: unknown } | undefined)?.characters ?? 0), limit: await monthlyLimit(payload) }
}

/** Counts `characters` to the agent's month if they fit; else the budget as it stands (nothing counted). */
export async function reserveCharacters(
  payload: Payload,
  realtorId: number,
  characters: number,
  now = new Date(),
): Promise<{ ok: true; budget: Budget } | { ok: false; budget: Budget }> {
  const limit = await monthlyLimit(payload)
  const month = usageMonth(now)
  const db = drizzle(payload)
  await db.execute(sql`
    INSERT INTO translation_usage (realtor_id, month, characters, updated_at, created_at)
    VALUES (${realtorId}, ${month}, 0, now(), now())
    ON CONFLICT (realtor_id, month) DO NOTHING`)
  const { rows } = await db.execute(sql`
    UPDATE translation_usage SET characters = characters + ${characters}, updated_at = now()
    WHERE realtor_id = ${realtorId} AND month = ${month} AND characters + ${characters} <= ${limit}
    RETURNING characters`)
  if (rows.length > 0) return { ok: true, budget: { used: Number((rows[0] as { characters: unknown }).characters), limit } }
  return { ok: false, budget: await translationBudgetOf(payload, realtorId, now) }
}

/** Gives back what a failed or unsaved suggestion had counted. */
export async function releaseCharacters(payload: Payload, realtorId: number, characters: number, now = new Date()): Promise<void> {
  await drizzle(payload).execute(sql`
    UPDATE translation_usage SET characters = GREATEST(characters - ${characters}, 0), updated_at = now()
    WHERE realtor_id = ${realtorId} AND month = ${usageMonth(now)}`)
}
