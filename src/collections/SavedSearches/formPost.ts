/** The buyer's pages post plain forms (no script needed in a mail app's browser): read them capped, answer with 303s. */
import type { PayloadRequest } from 'payload'

import { readCapped } from '@/server/cappedBody'

const FORM_LIMIT_BYTES = 4096

/** The urlencoded fields, or null when the body is too large. */
export async function formFields(req: PayloadRequest): Promise<URLSearchParams | null> {
  if (!/application\/x-www-form-urlencoded/i.test(req.headers.get('content-type') ?? '')) return new URLSearchParams()
  const text = await readCapped(req as unknown as Request, FORM_LIMIT_BYTES)
  return text === null ? null : new URLSearchParams(text)
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/** Where a form's answer goes back to: a path on this site only ('/kim/alerts', '/ja-JP/alerts'), never elsewhere. */
export function samePath(value: string | null, fallback: string): string {
  return value && /^\/(?!\/)[A-Za-z0-9\-_/~.]*$/.test(value) && value.length < 200 ? value : fallback
}

/** A buyer's form post: its fields, where to answer back to, and its token; or the 413 answer. */
export async function readBuyerForm(req: PayloadRequest): Promise<{ form: URLSearchParams; back: string; token: string } | Response> {
  const form = await formFields(req)
  if (!form) return Response.json({ errors: [{ message: 'The request is too large.' }] }, { status: 413 })
  return { form, back: samePath(form.get('back'), '/'), token: form.get('token') ?? '' }
}
