/**
 * Request bodies read with a size cap applied while reading: the stream is
 * cancelled as soon as it passes the limit, whether or not Content-Length was
 * sent (chunked bodies), so nobody can make the server read or buffer more than
 * the limit. Every endpoint of ours that reads a body goes through here: the
 * public JSON forms (./jsonBody.ts), the unsubscribe form and the realtor import.
 */

/** The body's bytes, or null as soon as it is larger than `limitBytes` (the rest is never read). */
export async function readCappedBytes(request: Request, limitBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text, or null as soon as it is larger than `limitBytes`. */
export async function readCapped(request: Request, limitBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, limitBytes)
  return bytes === null ? null : bytes.toString('utf8')
}

export type CappedForm = { ok: true; form: FormData } | { ok: false; reason: 'tooLarge' | 'notMultipart' }

/** A multipart/form-data body read up to `limitBytes` (files, fields and boundaries together), then parsed. */
export async function readCappedForm(request: Request, limitBytes: number): Promise<CappedForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return { ok: false, reason: 'notMultipart' }
  const bytes = await readCappedBytes(request, limitBytes)
  if (bytes === null) return { ok: false, reason: 'tooLarge' }
  const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData().catch(() => null)
  return form ? { ok: true, form } : { ok: false, reason: 'notMultipart' }
}
