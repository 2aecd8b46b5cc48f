/**
 * Page-cache expiries that happen outside a web request (a publish scheduled for later, run by a
 * job runner: the web server's own, or a separate worker with no page cache at all) reach every
 * web server through PostgreSQL's LISTEN / NOTIFY: the database every process already shares.
 * Each web server listens on one connection of its own and expires the tags in its cache (and,
 * through it, in Redis when that is configured).
 */
import pg from 'pg'

const CHANNEL = 'realtors_cache_expiry'
const RECONNECT_AFTER_MS = [250, 1_000, 5_000]

type Queryable = { query: (text: string, values: unknown[]) => Promise<unknown> }

/** Tells every listening web server to expire `tags` (delivered when the caller's transaction, if any, commits). */
export async function announceCacheExpiry(db: Queryable, tags: string[]): Promise<void> {
  if (tags.length) await db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(tags)])
}

/** Parses one announcement; anything else on the channel is ignored. */
export function tagsOfAnnouncement(payload: string | undefined): string[] {
  try {
    const tags: unknown = JSON.parse(payload ?? '')
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}

/**
 * Listens until `stop()`: `onTags` gets each announcement's tags. A lost connection is opened again
 * (after 0.25, 1, then every 5 s); announcements made while it was down are missed, which costs at
 * most a page shown until its own cache lifetime ends.
 */
export function listenForCacheExpiries(connectionString: string, onTags: (tags: string[]) => void): { stop: () => Promise<void> } {
  let client: pg.Client | null = null
  let stopped = false
  let failures = 0
  let timer: NodeJS.Timeout | undefined

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) onTags(tagsOfAnnouncement(message.payload))
    })
    next.on('error', () => retry(next))
    next.on('end', () => retry(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANNEL}`)
      client = next
      failures = 0
    } catch {
      retry(next)
    }
  }
  const retry = (failed: pg.Client) => {
    if (stopped || timer || (client && client !== failed)) return
    client = null
    failed.end().catch(() => {})
    const delay = RECONNECT_AFTER_MS[Math.min(failures++, RECONNECT_AFTER_MS.length - 1)]
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
  }
  void connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}
