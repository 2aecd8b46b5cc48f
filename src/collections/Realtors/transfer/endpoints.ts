/**
 * GET /api/realtors/:id/export, POST /api/realtors/:id/import and
 * POST /api/realtors/:id/sync, for support, staff and admins.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffRole, type Role } from '@/access/roles'
import { importLanguage, importMessages, importTexts } from '@/lib/realtorJson/importMessages'
import { readCappedForm } from '@/server/cappedBody'
import { limitRequest } from '@/server/rateLimit'
import { exportFileName, exportRealtor } from './exportRealtor'
import { importRealtor } from './importRealtor'
import { queueRealtorSync } from '../sync/queueRealtorSync'
import { mainApiConfigured } from '@/integrations/mainApi/settings'

export const IMPORT_LIMIT_BYTES = 1024 * 1024
/** The whole request: the file, the form fields and the multipart boundaries around them. */
const IMPORT_BODY_LIMIT_BYTES = IMPORT_LIMIT_BYTES + 64 * 1024

const error = (status: number, message: string, extra: object = {}) => Response.json({ errors: [{ message }], ...extra }, { status })

/** The editor's admin language (Payload reads the admin's language cookie, else Accept-Language). */
const languageOf = (req: PayloadRequest) => importLanguage(req.i18n?.language)

function denied(req: PayloadRequest): Response | null {
  if (!req.user) return error(401, importTexts.signIn[languageOf(req)])
  if (!isStaffRole(req.user as { roles?: Role[] })) {
    return error(403, importTexts.forbidden[languageOf(req)])
  }
  return null
}

const idOf = (req: PayloadRequest) => String(req.routeParams?.id ?? '')
const isTrue = (value: unknown) => value === 'true' || value === '1'

export const exportEndpoint: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    const found = await req.payload.findByID({ collection: 'realtors', id: idOf(req), depth: 0, disableErrors: true })
    if (!found) return error(404, importMessages.noRealtor(idOf(req))[languageOf(req)])
    // The published state by default; `?draft=true` for the latest draft.
    const draft = new URL(req.url ?? 'http://x').searchParams.get('draft') === 'true'
    const json = await exportRealtor(req.payload, found.id, undefined, { draft })
    return new Response(`${JSON.stringify(json, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(found.desiredUrl)}"`,
      },
    })
  },
}

export const importEndpoint: Endpoint = {
  path: '/:id/import',
  method: 'post',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    // Per signed-in user: imports are heavy (one transaction over every locale).
    const limited = await limitRequest(req.payload, 'import', `user:${req.user!.id}`)
    if (limited) return limited
    const language = languageOf(req)
    // Read up to the cap and no further, chunked or not: 413 as soon as it is passed.
    const read = await readCappedForm(req as unknown as Request, IMPORT_BODY_LIMIT_BYTES)
    if (!read.ok)
      return read.reason === 'tooLarge' ? error(413, importTexts.tooLarge[language]) : error(415, importTexts.notMultipart[language])
    const { form } = read
    const file = form.get('file')
    if (!(file instanceof Blob)) return error(400, importTexts.noFile[language])
    if (file.size > IMPORT_LIMIT_BYTES) return error(413, importTexts.tooLarge[language])
    const realtorId = String(form.get('realtorId') ?? '')
    if (realtorId !== idOf(req)) {
      return error(400, importMessages.realtorIdMismatch(realtorId, idOf(req))[language])
    }
    let json: unknown
    try {
      json = JSON.parse(await file.text())
    } catch {
      return error(415, importTexts.notJson[language])
    }
    const search = new URL(req.url ?? 'http://x').searchParams
    const dryRun = search.get('dryRun') === '1'
    // Support ticked "apply another realtor's file to this one" after being warned.
    const confirmOtherRealtor = form.get('confirmOtherRealtor') === '1'
    // `publish=true` (query or form field) publishes the import; without it, it is saved as a draft.
    let publish = isTrue(search.get('publish')) || isTrue(form.get('publish'))
    // ...or as a top-level JSON field beside the realtor's keys (not part of the spec's shape).
    if (json && typeof json === 'object' && !Array.isArray(json) && 'publish' in json) {
      const { publish: asked, ...rest } = json as Record<string, unknown>
      publish ||= asked === true || isTrue(asked)
      json = rest
    }
    const outcome = await importRealtor(req, idOf(req), json, { dryRun, language, confirmOtherRealtor, publish })
    if (!outcome.ok) {
      const summary = outcome.problems.map((p) => p.message).join(' ')
      const message = outcome.code === 'otherRealtor' ? summary : `${importTexts.notImported[language]} ${summary}`
      return error(outcome.status, message, { problems: outcome.problems, ...(outcome.code ? { code: outcome.code } : {}) })
    }
    return Response.json(
      {
        id: idOf(req),
        applied: outcome.applied,
        published: outcome.applied && publish,
        changes: outcome.changes,
        differences: outcome.differences,
        // The spec's sentence, whether the import was published or saved as a draft (`published` says which).
        message: importMessages.done(idOf(req))[language],
      },
      { status: outcome.applied ? 201 : 200 },
    )
  },
}

export const syncNowEndpoint: Endpoint = {
  path: '/:id/sync',
  method: 'post',
  handler: async (req) => {
    const refusal = denied(req)
    if (refusal) return refusal
    if (!mainApiConfigured()) return error(409, importTexts.syncOff[languageOf(req)])
    const found = await req.payload.findByID({ collection: 'realtors', id: idOf(req), depth: 0, disableErrors: true })
    if (!found) return error(404, importMessages.noRealtor(idOf(req))[languageOf(req)])
    await queueRealtorSync(req, { realtorId: found.id, operation: 'upsert' })
    return Response.json({ id: found.id, queued: true }, { status: 202 })
  },
}
