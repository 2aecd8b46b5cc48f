/**
 * Who publishes, and the publish checklist, for every way a realtor gets published: the
 * admin (publish, restore), REST / GraphQL, an import, a scheduled publish (its job runs as
 * the user who scheduled it). An agent publishes changes to their own page once it is live;
 * the first publication and taking a page offline stay with staff. Local API calls without a
 * user (seed, scripts, tests' fixtures) are trusted server code and not checked.
 */
import { APIError, ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Role } from '@/access/roles'
import { defaultLocale } from '@/i18n/locales'
import type { Realtor } from '@/payload-types'
import { isDraftSave, isRestore, namesStatus } from '@/access/drafts'
import { publishChecklist } from './checklist'
import { publishMessage, type PublishProblem } from '@/lib/publishing/messages'
import { roleProblem, type RoleProblem } from '@/lib/publishing/whoPublishes'

const SLUG = 'realtors'

type Doc = Partial<Realtor> & Record<string, unknown>

function refuse(req: PayloadRequest, id: unknown, errors: { path: string; problem: PublishProblem }[]): never {
  const language = req.i18n?.language
  const refusal = new ValidationError(
    {
      collection: SLUG,
      id: id as number,
      errors: errors.map(({ path, problem }) => ({ path, message: publishMessage(problem, language) })),
      req,
    },
    req.t,
  )
  // The admin shows this message as its toast: the reasons themselves, not Payload's
  // "the following field is invalid: email". The field errors stay in `data` for the API.
  refusal.message = errors.map(({ problem }) => publishMessage(problem, language)).join(' ')
  throw refusal
}

/** A localized value as text: as it is, or the default language's of every-locale data ({ ko, en, ja }). */
function koreanText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return koreanText((value as Record<string, unknown>)[defaultLocale])
  return null
}

/** The about-me in the default language of the state being published (the latest version). */
async function aboutMeInDefaultLocale(req: PayloadRequest, id: number | undefined, merged: Doc): Promise<string | null> {
  const locale = req.locale ?? defaultLocale
  // A restore brings every locale at once.
  if (merged.aboutMe && typeof merged.aboutMe === 'object') return koreanText(merged.aboutMe)
  if (locale === defaultLocale) return koreanText(merged.aboutMe)
  if (id == null) return null
  const { docs } = await req.payload.db.findVersions({
    collection: SLUG,
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    locale: defaultLocale,
    limit: 1,
    pagination: false,
    req,
  })
  const latest = docs[0]?.version as Doc | undefined
  if (latest) return koreanText(latest.aboutMe)
  const main = (await req.payload.db.findOne({ collection: SLUG, where: { id: { equals: id } }, locale: defaultLocale, req })) as Doc | null
  return koreanText(main?.aboutMe)
}

/** A permission, not a field's content: 403 with the reason, shown by the admin as a toast. */
function forbid(req: PayloadRequest, problem: RoleProblem): never {
  throw new APIError(publishMessage(problem, req.i18n?.language), 403, undefined, true)
}

export const guardPublication: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const draft = isDraftSave(context, SLUG)
  const id = (originalDoc as Doc | undefined)?.id as number | undefined
  const main =
    operation === 'update' && id != null
      ? ((await req.payload.db.findOne({ collection: SLUG, where: { id: { equals: id } }, req })) as Doc | null)
      : null
  const wasLive = main?._status === 'published'
  // A restore brings back content; whether the page is live stays as it is. So does a save
  // without `draft` that names no status (Payload would take the latest draft's `draft`,
  // taking the page offline unnoticed).
  const restore = isRestore(context, SLUG)
  if (main && !draft && (restore || !namesStatus(context, SLUG))) data._status = main._status ?? 'draft'
  // A restore skips Payload's fill-in of fields the editor may not change (address, domain,
  // owner): they stay as they are now.
  if (main && restore) {
    for (const field of ['desiredUrl', 'customDomain', 'owner'] as const) if (data[field] === undefined) data[field] = main[field] ?? null
  }
  const nextStatus = draft ? 'draft' : (data._status ?? (originalDoc as Doc | undefined)?._status ?? 'draft')

  const user = req.user as { roles?: Role[] | null } | null
  // A draft save leaves the live page as it is.
  const problem = draft ? null : roleProblem(user, { wasLive, goesLive: nextStatus === 'published' })
  if (problem) forbid(req, problem)
  // The sync job writes its outcome to the published row only; a draft made before that must
  // not bring back an older main-API id (a second POST, or no DELETE) or sync state.
  if (main && !draft) {
    for (const field of ['mainApiId', 'lastSyncedAt', 'lastSyncError', 'syncStatus'] as const) data[field] = main[field] ?? null
  }
  if (nextStatus !== 'published') return data

  if (user) {
    const merged: Doc = { ...(originalDoc as Doc | undefined), ...data }
    const failures = publishChecklist({
      email: merged.email as string | null | undefined,
      photos: merged.photos as { kind?: string; image?: unknown }[] | undefined,
      aboutMeKo: await aboutMeInDefaultLocale(req, id, merged),
      salesCount: merged.salesCount as number | null | undefined,
      lastYearSalesTotal: merged.lastYearSalesTotal as number | null | undefined,
    })
    if (failures.length) refuse(req, id, failures)
  }
  return data
}
