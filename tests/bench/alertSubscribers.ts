/**
 * Buyers for the alerts bench, written with SQL in one statement (Payload would take minutes for
 * 10,000): confirmed saved searches or favourites lists (status 'active', consent confirmed, checked
 * once an hour ago, instant alerts, so every run finds them due), spread evenly over a list of
 * criteria and, within each criteria, over the bench's agents. Removed again by `removeBenchSubscribers`, with the snapshots and
 * the e-mail jobs the runs made of them, so the rest of the bench sees the database as it was.
 */
import pg from 'pg'

import { groupKeyOf } from '@/jobs/alerts/homesSource'
import { propertyTypes, searchTypes } from '@/lib/listings/search'
import { criteriaKeyOf, criteriaQuery, type SavedCriteria } from '@/lib/savedSearches/criteria'
import { favouritesKeyOf, type FavouritesList } from '@/lib/savedSearches/favourites'
import { standInHome } from '../harness/standIns/listingsStandIn'

const EMAIL_PREFIX = 'bench-buyer-'
const EMAIL_DOMAIN = '@example.com'

/** Ten cities the listings stand-in finds homes in, each state's own. */
const CITIES = [
  ['CA', 'Irvine'],
  ['CA', 'Newport Beach'],
  ['CA', 'Costa Mesa'],
  ['CA', 'Anaheim'],
  ['CA', 'Fullerton'],
  ['CA', 'Los Angeles'],
  ['CA', 'Pasadena'],
  ['GA', 'Atlanta'],
  ['GA', 'Johns Creek'],
  ['GA', 'Alpharetta'],
] as const

/** 100 distinct criteria: 10 cities × 5 property types × sale or rent, homes on the market. */
export function benchCriteria(): SavedCriteria[] {
  return CITIES.flatMap(([state, city]) =>
    propertyTypes.flatMap((propertyType) =>
      searchTypes.map((type) => ({ type, propertyType, propertyStatus: 'active' as const, state, city, photosOnly: false })),
    ),
  )
}

/** What a buyer of the bench follows: a saved search, or a favourites list of three homes found by one. */
export type BenchKind = 'search' | 'favourites'

/**
 * Adds `count` buyers of one kind: buyer n follows criteria n mod |criteria| (its search, or the
 * first three homes the listings stand-in finds for it) with agent ⌊n / |criteria|⌋ mod |agents|,
 * so each criteria has buyers of every agent.
 */
export async function addBenchSubscribers(
  client: pg.Client,
  options: { kind: BenchKind; count: number; criteria: SavedCriteria[]; agents: number[]; checkedAt: Date },
): Promise<number> {
  const { kind, count, criteria, agents, checkedAt } = options
  const followed = criteria.map((one) => (kind === 'search' ? one : favouritesOf(one)))
  const keys = criteria.map((one, i) => (kind === 'search' ? criteriaKeyOf(one) : favouritesKeyOf((followed[i] as FavouritesList).homes)))
  const result = await client.query(
    `INSERT INTO saved_searches (realtor_id, kind, email, email_hash, locale, frequency, status, criteria, favourites, criteria_key,
       consent_text, consent_given_at, consent_confirmed_at, alerts_checked_at, alerts_sent, alerts_unclicked)
     SELECT ($1::int[])[1 + (g / $3::int) % cardinality($1::int[])], $9::enum_saved_searches_kind, $5 || g || $6, md5($5 || g || $6),
       (ARRAY['ko', 'en', 'ja'])[1 + g % 3]::enum_saved_searches_locale, 'instant', 'active',
       CASE WHEN $9 = 'search' THEN ($2::jsonb) -> (g % $3::int) END, CASE WHEN $9 = 'favourites' THEN ($2::jsonb) -> (g % $3::int) END,
       ($4::text[])[1 + g % $3::int], 'bench', $7, $7, $7, 0, 0
     FROM generate_series(0, $8::int - 1) g`,
    [agents, JSON.stringify(followed), criteria.length, keys, EMAIL_PREFIX, EMAIL_DOMAIN, checkedAt.toISOString(), count, kind],
  )
  return result.rowCount ?? 0
}

/** The first three homes the stand-in finds for `criteria`, each with the homes search it was found on, as a heart keeps it. */
function favouritesOf(criteria: SavedCriteria): FavouritesList {
  const { type, propertyType, propertyStatus, state, city } = criteria
  const query = new URLSearchParams({ type, propertyType, propertyStatus, state, city })
  const from = criteriaQuery(criteria).toString()
  return { homes: [0, 1, 2].map((n) => ({ id: standInHome(query, n).id, from })), known: {} }
}

/** The bench's buyers, the e-mail jobs queued for them and the snapshots of their criteria. */
export async function removeBenchSubscribers(client: pg.Client, criteria: SavedCriteria[]): Promise<void> {
  const mine = `SELECT id FROM saved_searches WHERE email LIKE '${EMAIL_PREFIX}%${EMAIL_DOMAIN}'`
  await client.query(`DELETE FROM payload_jobs WHERE task_slug = 'emailAlert' AND (input ->> 'savedSearchId')::int IN (${mine})`)
  await client.query(`DELETE FROM saved_searches WHERE id IN (${mine})`)
  await client.query('DELETE FROM search_snapshots WHERE key = ANY($1::text[])', [
    criteria.map((c) => groupKeyOf({ kind: 'mls', url: '' }, 0, criteriaKeyOf(c))),
  ])
}

/** E-mail jobs waiting for the bench's buyers. */
export async function queuedAlertEmails(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'emailAlert' AND completed_at IS NULL
       AND (input ->> 'savedSearchId')::int IN (SELECT id FROM saved_searches WHERE email LIKE '${EMAIL_PREFIX}%${EMAIL_DOMAIN}')`,
  )
  return rows[0]!.n
}
