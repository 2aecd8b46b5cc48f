/**
 * Reads a public endpoint's JSON body; answers a ready error Response on failure.
 *
 * - `Content-Type` must be `application/json` (415 otherwise): a cross-site HTML form can
 *   only send `text/plain`, `multipart/form-data` or `application/x-www-form-urlencoded`
 *   without a CORS preflight, so this keeps other sites' pages from posting on a visitor's behalf.
 * - The size cap applies while reading (./cappedBody.ts): the stream is cancelled as soon as
 *   it passes the limit, whether or not Content-Length was sent (chunked bodies), so nobody
 *   can make the server buffer more than the limit.
 */
import { readCapped } from './cappedBody'

export type JsonBodyResult = { ok: true; body: unknown } | { ok: false; response: Response }

export async function readJsonBody(request: Request, limitBytes: number): Promise<JsonBodyResult> {
  if (!isJson(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: Response.json(
        { errors: [{ message: 'The request body must be sent as JSON (Content-Type: application/json).' }] },
        { status: 415 },
      ),
    }
  }
  const text = await readCapped(request, limitBytes)
  if (text === null) return { ok: false, response: tooLarge(limitBytes) }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return {
      ok: false,
      response: Response.json({ errors: [{ message: 'The request body must be JSON.' }] }, { status: 400 }),
    }
  }
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
function isJson(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json'
}

function tooLarge(limitBytes: number): Response {
  return Response.json({ errors: [{ message: `The request body is larger than ${Math.round(limitBytes / 1024)} KB.` }] }, { status: 413 })
}
