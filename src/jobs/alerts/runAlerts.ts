/**
 * One run of the alerts: every confirmed saved search that is due, grouped by identical criteria
 * (and source), so the listings source is asked once per group however many buyers share it. Per
 * group, in one transaction: the criteria's snapshot, every member's "checked at", and one e-mail job
 * per member with news. A group whose source fails is left as it was: its searches stay due and the
 * next run sends exactly what this one could not, never half of it, never twice.
 * Favourites lists are looked at the same way, home by home.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { errorSummary } from '@/lib/errorSummary'
import { LISTINGS_PER_PAGE } from '@/lib/listings/search'
import type { ListingView } from '@/lib/listings/types'
import { criteriaFromJson, criteriaKeyOf, criteriaQuery, type SavedCriteria } from '@/lib/savedSearches/criteria'
import { favouritesFromJson, type FavouritesList } from '@/lib/savedSearches/favourites'
import { alertHomeOf, favouriteChanges, mergeSnapshot, newsSince, type AlertHome, type Snapshot } from '@/lib/savedSearches/snapshot'
import { parseListingSearch } from '@/lib/listings/search'
import { agentListings, currentSource, groupKeyOf, homesFor, onceEach, type Source } from './homesSource'

export type AlertItemInput = {
  kind: 'new' | 'price' | 'status'
  home: AlertHome
  previousPrice?: number
  previousStatus?: string
  path: string
}

type Due = {
  id: number
  realtor: number
  kind: 'search' | 'favourites'
  criteria: SavedCriteria | null
  favourites: FavouritesList
  checkedAt: string
  /** Confirmed, and never looked at by a run yet. */
  neverChecked: boolean
}

export type AlertRunReport = { due: number; groups: number; failedGroups: number; queued: number; expired: number; stopped: number }

/** Groups of searches worked on at once: bounded, so a slow source does not hold every connection. */
const GROUPS_AT_ONCE = 4

/** A favourites list with nothing to tell this run: only its checkpoint (and what it now knows, when that grew) is written. */
type QuietList = { id: number; favourites?: FavouritesList }
/** Quiet lists checkpointed by one statement (one JSON parameter, so no bind limit). */
const QUIET_LISTS_PER_STATEMENT = 5_000

export async function runAlerts(payload: Payload, now = new Date()): Promise<AlertRunReport> {
  const db = payload.db as unknown as PostgresAdapter
  const at = now.toISOString()
  // Unconfirmed requests are kept 7 days, then nothing of them remains.
  const expired = await db.drizzle.execute(sql`DELETE FROM saved_searches WHERE status = 'pending' AND confirm_by < ${at} RETURNING id`)
  // Addresses that unsubscribed, and agents unpublished or deleted since: their searches stop here.
  const stopped = await db.drizzle.execute(sql`
    UPDATE saved_searches s SET status = 'stopped'
    WHERE s.status = 'active' AND EXISTS (SELECT 1 FROM email_suppressions e WHERE e.email_hash = s.email_hash)
    RETURNING id`)
  const { rows } = await db.drizzle.execute(sql`
    SELECT s.id, s.realtor_id AS realtor, s.kind, s.criteria, s.favourites,
      COALESCE(s.alerts_checked_at, s.consent_confirmed_at) AS "checkedAt", s.alerts_checked_at IS NULL AS "neverChecked"
    FROM saved_searches s JOIN realtors r ON r.id = s.realtor_id AND r._status = 'published'
    WHERE s.status = 'active' AND (s.alerts_next_check_at IS NULL OR s.alerts_next_check_at <= ${at})
    ORDER BY s.id`)
  const due: Due[] = (rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    realtor: Number(row.realtor),
    kind: row.kind === 'favourites' ? 'favourites' : 'search',
    criteria: criteriaFromJson(row.criteria),
    favourites: favouritesFromJson(row.favourites),
    checkedAt: new Date(String(row.checkedAt ?? at)).toISOString(),
    neverChecked: row.neverChecked === true,
  }))

  const source = currentSource()
  const ask = onceEach<ListingView[]>()
  const groups = new Map<string, { criteria: SavedCriteria; realtor: number; members: Due[] }>()
  for (const search of due) {
    if (search.kind !== 'search' || !search.criteria) continue
    const key = groupKeyOf(source, search.realtor, criteriaKeyOf(search.criteria))
    const group = groups.get(key) ?? { criteria: search.criteria, realtor: search.realtor, members: [] }
    group.members.push(search)
    groups.set(key, group)
  }
  const snapshots = await loadSnapshots(payload, [...groups.keys()])

  let queued = 0
  let failedGroups = 0
  const quietLists: QuietList[] = []
  const work = [
    ...[...groups].map(([key, group]) => async () => {
      const found = await fetchOrSkip(payload, key, () => ask(key, () => homesFor(payload, source, group.realtor, group.criteria)))
      if (!found) return void failedGroups++
      // Added after the await: `queued += await …` reads `queued` before it, and the groups settled meanwhile were lost.
      const sent = await settleGroup(payload, key, group, snapshots.get(key) ?? null, found, source, now)
      queued += sent
    }),
    ...due
      .filter((search) => search.kind === 'favourites')
      .map((list) => async () => {
        const current = await favouriteHomes(payload, source, list, ask)
        if (!current) return void failedGroups++
        const sent = await settleFavourites(payload, list, current, now, quietLists)
        queued += sent
      }),
  ]
  await inBatches(work, GROUPS_AT_ONCE, (error) => {
    failedGroups++
    payload.logger.error({ msg: 'alerts: a group could not be settled; it waits for the next run', err: errorSummary(error) })
  })
  await checkpointQuietLists(payload, quietLists, at)
  return { due: due.length, groups: groups.size, failedGroups, queued, expired: expired.rows.length, stopped: stopped.rows.length }
}

async function inBatches(work: (() => Promise<void>)[], size: number, onError: (error: unknown) => void): Promise<void> {
  let next = 0
  const worker = async () => {
    // One group's database error leaves that group due for the next run; the others still settle.
    while (next < work.length) await work[next++]().catch(onError)
  }
  await Promise.all(Array.from({ length: Math.min(size, work.length) }, worker))
}

async function fetchOrSkip(payload: Payload, what: string, fetch: () => Promise<ListingView[]>): Promise<ListingView[] | null> {
  try {
    return await fetch()
  } catch (error) {
    payload.logger.warn({
      msg: 'alerts: listings source failed; these searches wait for the next run',
      group: what,
      err: errorSummary(error),
    })
    return null
  }
}

async function loadSnapshots(payload: Payload, keys: string[]): Promise<Map<string, { id: number; homes: Snapshot; fetchedAt: string }>> {
  const found = new Map<string, { id: number; homes: Snapshot; fetchedAt: string }>()
  for (let start = 0; start < keys.length; start += 500) {
    const { docs } = await payload.find({
      collection: 'search-snapshots',
      where: { key: { in: keys.slice(start, start + 500) } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) found.set(doc.key, { id: doc.id, homes: (doc.homes ?? {}) as Snapshot, fetchedAt: doc.fetchedAt })
  }
  return found
}

/** The listing page's path on the agent's site (inside its base path): API homes name the search page they are on. */
function listingPathOf(source: Source, criteria: SavedCriteria | null, home: AlertHome, from?: string): string {
  const path = `/listings/${encodeURIComponent(home.id)}`
  if (from !== undefined) return from ? `${path}?${from}` : path
  if (source.kind !== 'mls' || !criteria) return path
  return `${path}?${criteriaQuery(criteria, home.page).toString()}`
}

async function inTransaction(
  payload: Payload,
  work: (req: PayloadRequest, tx: PostgresAdapter['drizzle']) => Promise<void>,
): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = payload.db as unknown as PostgresAdapter
    const tx = db.sessions[String(await req.transactionID)].db as PostgresAdapter['drizzle']
    await work(req, tx)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const nextCheck = (at: string) => sql`CASE frequency WHEN 'daily' THEN ${at}::timestamptz + interval '1 day'
  WHEN 'weekly' THEN ${at}::timestamptz + interval '7 days' ELSE ${at}::timestamptz END`

async function settleGroup(
  payload: Payload,
  key: string,
  group: { criteria: SavedCriteria; members: Due[] },
  previous: { id: number; homes: Snapshot; fetchedAt: string } | null,
  found: ListingView[],
  source: Source,
  now: Date,
): Promise<number> {
  const at = now.toISOString()
  const snapshot = mergeSnapshot(previous?.homes ?? null, found, LISTINGS_PER_PAGE, now)
  const withNews = group.members
    // A search that never looked, in a group last fetched before it was confirmed, starts from now: what it shows is known.
    .filter((member) => previous && !(member.neverChecked && previous.fetchedAt < member.checkedAt))
    .map((member) => ({ member, news: newsSince(snapshot, member.checkedAt) }))
    .filter(({ news }) => news.length > 0)
  await inTransaction(payload, async (req, tx) => {
    if (previous)
      await payload.update({
        collection: 'search-snapshots',
        id: previous.id,
        data: { homes: snapshot, fetchedAt: at },
        req,
        overrideAccess: true,
      })
    else await payload.create({ collection: 'search-snapshots', data: { key, homes: snapshot, fetchedAt: at }, req, overrideAccess: true })
    // One array parameter, however many members: one parameter each stops at PostgreSQL's 65,535 a statement.
    const ids = sql.param(group.members.map((member) => member.id))
    await tx.execute(
      sql`UPDATE saved_searches SET alerts_checked_at = ${at}, alerts_next_check_at = ${nextCheck(at)} WHERE id = ANY(${ids}::int[])`,
    )
    for (const { member, news } of withNews) {
      const items: AlertItemInput[] = news.map((item) => ({ ...item, path: listingPathOf(source, group.criteria, item.home) }))
      await payload.jobs.queue({ task: 'emailAlert', input: { savedSearchId: member.id, runAt: at, items }, req })
    }
  })
  return withNews.length
}

/** Each favourite as the source shows it now; null when the source failed (the list waits for the next run). */
async function favouriteHomes(
  payload: Payload,
  source: Source,
  list: Due,
  ask: (key: string, fetch: () => Promise<ListingView[]>) => Promise<ListingView[]>,
): Promise<AlertHome[] | null> {
  try {
    if (source.kind === 'agent') {
      const own = await ask(`agent:${list.realtor}|own`, () => agentListings(payload, list.realtor))
      const wanted = new Set(list.favourites.homes.map((home) => home.id))
      return own.filter((home) => wanted.has(home.id)).map((home) => alertHomeOf(home, 0))
    }
    const homes: AlertHome[] = []
    for (const favourite of list.favourites.homes) {
      const query = Object.fromEntries(new URLSearchParams(favourite.from))
      if (query.from === 'agent') continue
      // The link's own city counts, whether or not it is one the agent lists today.
      const search = parseListingSearch(query, [{ state: query.state?.toUpperCase(), city: query.city }])
      // On the market, else sold: a home found in neither is unknown this run, not news.
      for (const propertyStatus of ['active', 'sold'] as const) {
        const criteria = { ...search, propertyStatus }
        const key = groupKeyOf(source, list.realtor, criteriaKeyOf(criteria))
        const found = await ask(key, () => homesFor(payload, source, list.realtor, criteria))
        const home = found.find((candidate) => candidate.id === favourite.id)
        if (home) {
          homes.push(alertHomeOf(home, 0))
          break
        }
      }
    }
    return homes
  } catch (error) {
    payload.logger.warn({
      msg: 'alerts: listings source failed for a favourites list; it waits for the next run',
      list: list.id,
      err: errorSummary(error),
    })
    return null
  }
}

/**
 * A list with news: its e-mail job and what it now knows in one transaction. A list without news is
 * added to `quiet` instead, checkpointed with the others in a few statements after the run's work
 * (one transaction each cost three statements a list a run, whether or not anything changed).
 */
async function settleFavourites(payload: Payload, list: Due, current: AlertHome[], now: Date, quiet: QuietList[]): Promise<number> {
  const at = now.toISOString()
  const news = favouriteChanges(list.favourites.known, current)
  const known = { ...list.favourites.known }
  for (const home of current) known[home.id] = { price: home.price, status: home.status }
  if (!news.length) {
    const learned = current.some((home) => !list.favourites.known[home.id])
    quiet.push(learned ? { id: list.id, favourites: { homes: list.favourites.homes, known } } : { id: list.id })
    return 0
  }
  const fromOf = new Map(list.favourites.homes.map((home) => [home.id, home.from]))
  await inTransaction(payload, async (req, tx) => {
    const favourites = JSON.stringify({ homes: list.favourites.homes, known })
    await tx.execute(sql`UPDATE saved_searches SET favourites = ${favourites}::jsonb, alerts_checked_at = ${at},
      alerts_next_check_at = ${nextCheck(at)} WHERE id = ${list.id}`)
    const items: AlertItemInput[] = news.map((item) => ({
      ...item,
      path: listingPathOf({ kind: 'agent' }, null, item.home, fromOf.get(item.home.id) ?? ''),
    }))
    await payload.jobs.queue({ task: 'emailAlert', input: { savedSearchId: list.id, runAt: at, items }, req })
  })
  return 1
}

/** Quiet lists have nothing to send, so a failure here only leaves them due for the next run. */
async function checkpointQuietLists(payload: Payload, lists: QuietList[], at: string): Promise<void> {
  const db = payload.db as unknown as PostgresAdapter
  for (let start = 0; start < lists.length; start += QUIET_LISTS_PER_STATEMENT) {
    const rows = JSON.stringify(lists.slice(start, start + QUIET_LISTS_PER_STATEMENT))
    await db.drizzle.execute(sql`UPDATE saved_searches s SET favourites = COALESCE(v.favourites, s.favourites),
      alerts_checked_at = ${at}, alerts_next_check_at = ${nextCheck(at)}
      FROM jsonb_to_recordset(${rows}::jsonb) AS v(id int, favourites jsonb) WHERE s.id = v.id`)
  }
}
