/**
 * Keeps a failed job update from starving the process of connections.
 *
 * Payload 3.90 writes every job change (claiming a job, its log, its outcome)
 * in a transaction it begins itself and commits after `db.updateJobs`
 * (payload/dist/queues/utilities/updateJob.js); when that call throws (the
 * database restarted mid-update, or the job was deleted meanwhile) the
 * transaction is neither committed nor rolled back, and keeps one of the pool's
 * ten connections forever. A few of those and every query of the process
 * waits for a connection that never comes: the job worker hangs. This rolls
 * the transaction back, which returns the connection, and rethrows as before.
 */
import type { Payload } from 'payload'

export function rollBackFailedJobUpdates(payload: Payload): void {
  const db = payload.db
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const transactionID = args.req?.transactionID
      if (transactionID && db.rollbackTransaction) await db.rollbackTransaction(transactionID).catch(() => {})
      throw error
    }
  }
}
