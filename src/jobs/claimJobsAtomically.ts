/**
 * Lets any number of job runners share the queue (`npm run jobs` workers, web
 * servers running jobs in-process): each job is claimed by exactly one run, and
 * a run that lost its job cannot record an outcome over the next one's.
 *
 * Payload 3.90 claims jobs by reading candidates, then updating them one by one
 * (@payloadcms/drizzle's updateJobs), so two runners reading at the same moment
 * both set `processing` on one job and both run it. Its per-key concurrency
 * check reads the keys in use before that read, so two runners can also start
 * two jobs of one key at once. Payload's claim (an update that sets nothing but
 * `processing: true`) is replaced here by one that:
 * - runs under a transaction-scoped advisory lock, so claims (a few ms each)
 *   take turns and each one sees the claims committed before it;
 * - reads the candidates with Payload's own conditions, order and limit;
 * - takes them in one UPDATE that rechecks each row (still free, not completed,
 *   no error), skips rows another transaction is writing, and takes no job whose
 *   concurrency key already has a job processing (nor two jobs of one key);
 * - stamps them with the run's claim (`claimedBy`: host, process id, run id).
 *
 * Every later write of that run to a job it claimed (log, outcome, retry, the
 * deletion of a completed job) first locks the row and checks that the claim is
 * still the run's. When the job was handed back meanwhile (src/jobs/recoverStaleJobs.ts:
 * the run looked dead), the write is dropped with a warning: the job's record
 * belongs to the run that holds it now.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import os from 'node:os'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Field, Job, Payload, PayloadRequest, UpdateJobsArgs, Where } from 'payload'

/** Any number, the same in every runner (a PostgreSQL advisory lock key; migrations use 4_715_001). */
const CLAIM_LOCK_KEY = 4_715_002

/** This process, as it appears at the start of every claim it makes. */
export const RUNNER = `${os.hostname()}:${process.pid}:`

/** The field on payload-jobs that names the run holding the job (added through jobsCollectionOverrides). */
export const claimedByField: Field = {
  name: 'claimedBy',
  type: 'text',
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'The run that holds (or last held) this job: host:process id:run id',
  },
}

type Run = { claim: string; jobs: Set<string> }

const runs = new AsyncLocalStorage<Run>()
const installed = new WeakSet<Payload>()

const newRun = (): Run => ({ claim: `${RUNNER}${randomUUID()}`, jobs: new Set() })

export function claimJobsAtomically(payload: Payload): void {
  if (installed.has(payload)) return
  installed.add(payload)
  const db = payload.db as unknown as PostgresAdapter

  // One run per call: the claim it makes and the writes to the jobs it claimed share its context.
  const { run, runByID } = payload.jobs
  payload.jobs.run = (args) => runs.run(newRun(), () => run(args))
  payload.jobs.runByID = (args) => runs.run(newRun(), () => runByID(args))

  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    if (isClaim(args)) return claim(db, args, runs.getStore() ?? newRun())
    const current = runs.getStore()
    if (current && args.id != null && current.jobs.has(String(args.id))) {
      return (await stillClaimed(payload, db, args, current)) ? updateJobs(args) : args.returning === false ? null : []
    }
    return updateJobs(args)
  }

  // Payload deletes a run's completed jobs by id afterwards: only those the run still holds.
  const deleteMany = db.deleteMany.bind(db)
  db.deleteMany = async (args) => {
    const current = runs.getStore()
    if (current && args.collection === 'payload-jobs' && isByIds(args.where)) {
      return deleteMany({ ...args, where: { and: [args.where, { claimedBy: { equals: current.claim } }] } })
    }
    return deleteMany(args)
  }
}

/** Payload's claim: runJobs' update that sets `processing: true` and nothing else (updatedAt is always added). */
function isClaim(args: UpdateJobsArgs): boolean {
  const data = args.data as Record<string, unknown>
  return data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')
}

function isByIds(where: Where | undefined): boolean {
  const keys = where ? Object.keys(where) : []
  return keys.length === 1 && keys[0] === 'id' && Array.isArray((where!.id as { in?: unknown }).in)
}

async function claim(db: PostgresAdapter, args: UpdateJobsArgs, run: Run): Promise<Job[] | null> {
  const given = args.req?.transactionID ? await args.req.transactionID : null
  const transactionID = given ?? (await db.beginTransaction())
  if (transactionID == null) throw new Error('claiming jobs: PostgreSQL gave no transaction')
  try {
    const tx = db.sessions[String(transactionID)].db
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`)
    const byId = args.id != null
    const { docs } = await db.find({
      collection: 'payload-jobs',
      where: byId ? { id: { equals: args.id } } : (args.where ?? {}),
      limit: byId ? 1 : (args.limit ?? 0),
      sort: args.sort,
      pagination: false,
      req: { transactionID } as PayloadRequest,
    })
    const candidates = firstOfEachKey(docs as Job[])
    let claimed = new Set<string>()
    const updatedAt = typeof args.data.updatedAt === 'string' ? args.data.updatedAt : new Date().toISOString()
    if (candidates.length) {
      const ids = sql.join(
        candidates.map((job) => sql`${job.id}`),
        sql`, `,
      )
      const { rows } = await tx.execute(sql`
        UPDATE payload_jobs SET processing = true, updated_at = ${updatedAt}, claimed_by = ${run.claim}
        WHERE id IN (
          SELECT job.id FROM payload_jobs job
          WHERE job.id IN (${ids})
            AND job.processing IS NOT TRUE AND job.completed_at IS NULL AND job.has_error IS NOT TRUE
            AND (job.concurrency_key IS NULL OR NOT EXISTS (
              SELECT 1 FROM payload_jobs other WHERE other.processing AND other.concurrency_key = job.concurrency_key
            ))
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id
      `)
      claimed = new Set((rows as { id: number | string }[]).map((row) => String(row.id)))
    }
    if (!given) await db.commitTransaction(transactionID)
    for (const id of claimed) run.jobs.add(id)
    if (args.returning === false) return null
    return candidates
      .filter((job) => claimed.has(String(job.id)))
      .map((job) => ({ ...job, processing: true, updatedAt, claimedBy: run.claim }))
  } catch (error) {
    if (!given) await db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}

/** In Payload's order, the first job of each concurrency key; jobs without a key all stay. */
function firstOfEachKey(jobs: Job[]): Job[] {
  const keys = new Set<string>()
  return jobs.filter((job) => {
    if (!job.concurrencyKey) return true
    if (keys.has(job.concurrencyKey)) return false
    keys.add(job.concurrencyKey)
    return true
  })
}

/**
 * Locks the job's row in the update's own transaction (so nobody can hand it
 * over before the update commits) and answers whether this run still holds it.
 */
async function stillClaimed(payload: Payload, db: PostgresAdapter, args: UpdateJobsArgs, run: Run): Promise<boolean> {
  const transactionID = args.req?.transactionID ? await args.req.transactionID : null
  const tx = transactionID ? db.sessions[String(transactionID)]?.db : undefined
  if (!tx) return true // not in a transaction: nothing to lock with (Payload always opens one for these)
  const { rows } = await tx.execute(sql`SELECT claimed_by FROM payload_jobs WHERE id = ${args.id} FOR UPDATE`)
  const holder = (rows[0] as { claimed_by?: string | null } | undefined)?.claimed_by ?? null
  if (holder === run.claim) return true
  payload.logger.warn({
    msg: `Job ${args.id} was handed to another run while this one ran it (it looked stale); this run's update of it is dropped`,
    claimedBy: holder,
    thisRun: run.claim,
  })
  return false
}
