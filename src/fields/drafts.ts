/**
 * Versions with drafts for what the public sees (realtors, listings, pages, the landing global).
 *
 * maxPerDoc 50: autosave rewrites one draft version in place while an editor types, so a new
 * version is made only by a manual save, a publish, an import or a restore. 50 of those reach
 * back months for an agent who edits weekly, and keep the versions tables bounded (10,000
 * agents x 50 rows) so listing or diffing history stays fast.
 */
export const MAX_VERSIONS_PER_DOC = 50

/** Autosave every 2 s of idle typing: the live preview refreshes from the saved draft. */
export const AUTOSAVE_INTERVAL_MS = 2000

export const draftVersions = {
  drafts: {
    autosave: { interval: AUTOSAVE_INTERVAL_MS },
    // Scheduled publish / unpublish: a `schedulePublish` job on the default queue, run by
    // `npm run jobs` or the server's autorun.
    schedulePublish: true,
    // Drafts are checked like any save (formats, required fields), so an import or REST call
    // cannot park bad data in a draft; the publish checklist (completeness) applies on publish.
    // Autosave simply waits while the form is invalid.
    validate: true,
  },
  maxPerDoc: MAX_VERSIONS_PER_DOC,
} as const

export { PUBLISHED } from '@/lib/drafts'
