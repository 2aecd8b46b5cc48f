/**
 * Applies a realtor JSON file: validated whole first, then every locale in one
 * transaction, so a failure leaves the record exactly as it was.
 */
import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'

import { fromRealtorJson, unknownPhotoUrls } from '@/lib/realtorJson/mapping'
import { describeIssues, realtorJsonSchema, type RealtorJson } from '@/lib/realtorJson/schema'
import { exportRealtor } from './exportRealtor'
import { mediaIdsForUrls } from './mediaLookup'

export type ImportProblem = { path: string; message: string }
export type ImportOutcome =
  | { ok: true; changes: string[]; applied: boolean }
  | { ok: false; status: 400 | 404; problems: ImportProblem[] }

export async function importRealtor(
  req: PayloadRequest,
  id: number | string,
  input: unknown,
  { dryRun = false, publish = false }: { dryRun?: boolean; publish?: boolean } = {},
): Promise<ImportOutcome> {
  const { payload } = req
  const parsed = realtorJsonSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, problems: describeIssues(parsed.error) }
  const json = parsed.data
  const existing = await payload.findByID({ collection: 'realtors', id, depth: 0, disableErrors: true, draft: true })
  if (!existing) return { ok: false, status: 404, problems: [{ path: 'realtorId', message: `No realtor ${id}.` }] }

  const mediaId = await mediaIdsForUrls(payload, (json.photos ?? []).map((p) => p.url))
  const unknown = unknownPhotoUrls(json, mediaId)
  if (unknown.length) {
    return { ok: false, status: 400, problems: unknown.map((url) => ({ path: 'photos', message: `No stored picture has the URL ${url}` })) }
  }
  // Compared with the latest draft: what the editor sees in the admin.
  // Drafts are saved as versions, where the database's unique indexes do not look: an address
  // or domain another realtor has is refused here, as a publish would be.
  const taken = await takenAddresses(req, id, json)
  if (taken.length) return { ok: false, status: 400, problems: taken }
  const changes = changedFields(await exportRealtor(payload, id, undefined, { draft: true }), json)
  if (dryRun) return { ok: true, changes, applied: false }

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
    return { ok: true, changes, applied: true }
  } catch (error) {
    await killTransaction(req)
    if (error instanceof ValidationError) {
      return { ok: false, status: 400, problems: error.data.errors.map((e) => ({ path: jsonPathOf(e.path), message: e.message })) }
    }
    throw error
  }
}

async function takenAddresses(req: PayloadRequest, id: number | string, json: RealtorJson): Promise<ImportProblem[]> {
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
    if (totalDocs > 0) problems.push({ path: check.path, message: `${check.value} already belongs to another realtor.` })
  }
  return problems
}

/** Top-level JSON keys whose value differs between the stored record and the file. */
function changedFields(current: RealtorJson, next: RealtorJson): string[] {
  return Object.keys(next)
    .filter((key) => !['id', 'userId', 'user'].includes(key))
    .filter((key) => JSON.stringify(current[key as keyof RealtorJson] ?? null) !== JSON.stringify(next[key as keyof RealtorJson] ?? null))
}

const fieldToJson: Record<string, string> = { customDomain: 'hompageUrl', aboutMe: 'aboutMe', meta: 'seoMeta' }
function jsonPathOf(fieldPath: string): string {
  const [first, ...rest] = fieldPath.split('.')
  return [fieldToJson[first] ?? first, ...rest].join('.')
}
