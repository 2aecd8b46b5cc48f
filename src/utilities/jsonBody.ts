/** Reads a JSON request body with a size cap; answers a ready error Response on failure. */
export type JsonBodyResult = { ok: true; body: unknown } | { ok: false; response: Response }

export async function readJsonBody(request: Request, limitBytes: number): Promise<JsonBodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) return { ok: false, response: tooLarge(limitBytes) }
  const text = await request.text()
  if (Buffer.byteLength(text) > limitBytes) return { ok: false, response: tooLarge(limitBytes) }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return {
      ok: false,
      response: Response.json({ errors: [{ message: 'The request body must be JSON.' }] }, { status: 400 }),
    }
  }
}

function tooLarge(limitBytes: number): Response {
  return Response.json(
    { errors: [{ message: `The request body is larger than ${Math.round(limitBytes / 1024)} KB.` }] },
    { status: 413 },
  )
}
