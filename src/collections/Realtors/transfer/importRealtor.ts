/**
 * Applies a realtor JSON file: validated whole first, then every locale in one
 * transaction, so a failure leaves the record exactly as it was.
 */
import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'

import { displayValue, labelOfPath } from '@/lib/realtorJson/fieldLabels'
import { describeIssuesFor, importLanguage, importMessages, type Language } from '@/lib/realtorJson/importMessages'
import { fromRealtorJson, unknownPhotoUrls } from '@/lib/realtorJson/mapping'
import { realtorJsonSchema, type RealtorJson } from '@/lib/realtorJson/schema'
import { exportRealtor } from './exportRealtor'
import { mediaIdsForUrls } from './mediaLookup'
import { otherRealtorOf } from './otherRealtor'

export type ImportProblem = { path: string; message: string }
/** One changed field as the preview shows it: its JSON key, its name for people, and both values as text. */
export type ImportDifference = { key: string; label: string; before: string; after: string }
export type ImportOutcome =
  | { ok: true; changes: string[]; differences: ImportDifference[]; applied: boolean }
  | { ok: false; status: 400 | 404 | 409; problems: ImportProblem[]; code?: 'otherRealtor' }

type Options = { dryRun?: boolean; language?: string; confirmOtherRealtor?: boolean; publish?: boolean }

export async function importRealtor(
  req: PayloadRequest,
  id: number | string,
  input: unknown,
  { dryRun = false, language: requested, confirmOtherRealtor = false, publish = false }: Options = {},
): Promise<ImportOutcome> {
  const { payload } = req
  const language = importLanguage(requested ?? req.i18n?.language)
  const parsed = realtorJsonSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, problems: describeIssuesFor(parsed.error, language) }
  const json = parsed.data
  const existing = await payload.findByID({ collection: 'realtors', id, depth: 0, disableErrors: true, draft: true })
  if (!existing)
    return { ok: false, status: 404, problems: [{ path: 'realtorId', message: importMessages.noRealtor(String(id))[language] }] }

  // A file of another realtor (its id, page address or domain) is most likely the wrong file.
  if (!confirmOtherRealtor) {
    const other = await otherRealtorOf(req, existing.id, json, language)
    if (other) return { ok: false, status: 409, code: 'otherRealtor', problems: [other] }
  }

  const mediaId = await mediaIdsForUrls(
    payload,
    (json.photos ?? []).map((p) => p.url),
  )
  const unknown = unknownPhotoUrls(json, mediaId)
  if (unknown.length) {
    return {
      ok: false,
      status: 400,
      problems: unknown.map((url) => ({ path: 'photos', message: importMessages.unknownPhoto(url)[language] })),
    }
  }
  // Drafts are saved as versions, where the database's unique indexes do not look: an address
  // or domain another realtor has is refused here, as a publish would be.
  const taken = await takenAddresses(req, id, json, language)
  if (taken.length) return { ok: false, status: 400, problems: taken }
  // Compared with the latest draft: what the editor sees in the admin.
  const differences = changedFields(await exportRealtor(payload, id, undefined, { draft: true }), json, language)
  const changes = differences.map((d) => d.key)
  if (dryRun) return { ok: true, changes, differences, applied: false }

  const { shared, perLocale } = fromRealtorJson(json, mediaId)
  const shouldCommit = await initTransaction(req)
  try {
    // Every locale into one draft version (autosave versions are updated in place), then,
    // when asked, a publish of that draft: the publish checklist and who-publishes rules apply.
    const asDraft = { req, overrideAccess: true, draft: true, autosave: true } as const
    await payload.update({ collection: 'realtors', id, locale: 'ko', data: { ...shared, ...perLocale.ko }, ...asDraft })
    for (const locale of ['en', 'ja'] as const) {
      if (Object.keys(perLocale[locale]).length === 0) continue
      await payload.update({ collection: 'realtors', id, locale, data: perLocale[locale], ...asDraft })
    }
    if (publish) {
      await payload.update({ collection: 'realtors', id, locale: 'ko', data: { _status: 'published' }, req, overrideAccess: true })
    }
    if (shouldCommit) await commitTransaction(req)
    return { ok: true, changes, differences, applied: true }
  } catch (error) {
    await killTransaction(req)
    if (error instanceof ValidationError) {
      return {
        ok: false,
        status: 400,
        problems: error.data.errors.map((e) => {
          const path = jsonPathOf(e.path)
          return { path, message: `${labelOfPath(path, language)}: ${e.message}` }
        }),
      }
    }
    throw error
  }
}

async function takenAddresses(req: PayloadRequest, id: number | string, json: RealtorJson, language: Language): Promise<ImportProblem[]> {
  const checks = [
    { path: 'desiredUrl', field: 'desiredUrl', value: json.desiredUrl },
    { path: 'hompageUrl', field: 'customDomain', value: json.hompageUrl },
  ].filter((check) => typeof check.value === 'string' && check.value.trim() !== '')
  const problems: ImportProblem[] = []
  for (const check of checks) {
    const { totalDocs } = await req.payload.count({
      collection: 'realtors',
      where: { and: [{ [check.field]: { equals: String(check.value).trim().toLowerCase() } }, { id: { not_equals: id } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) problems.push({ path: check.path, message: importMessages.addressTaken(String(check.value))[language] })
  }
  return problems
}

/** Top-level JSON keys whose value differs between the stored record and the file, with both values. */
function changedFields(current: RealtorJson, next: RealtorJson, language: Language): ImportDifference[] {
  return Object.keys(next)
    .filter((key) => !['id', 'userId', 'user'].includes(key))
    .flatMap((key) => {
      const before = current[key as keyof RealtorJson] ?? null
      const after = next[key as keyof RealtorJson] ?? null
      if (JSON.stringify(before) === JSON.stringify(after)) return []
      return [{ key, label: labelOfPath(key, language), before: displayValue(before, language), after: displayValue(after, language) }]
    })
}

const fieldToJson: Record<string, string> = { customDomain: 'hompageUrl', aboutMe: 'aboutMe', meta: 'seoMeta' }
function jsonPathOf(fieldPath: string): string {
  const [first, ...rest] = fieldPath.split('.')
  return [fieldToJson[first] ?? first, ...rest].join('.')
}
