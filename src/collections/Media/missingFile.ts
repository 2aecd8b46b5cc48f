/**
 * GET /api/media/file/{name} for a name that is not on disk: Payload answers
 * 500 ("Something went wrong"); this answers 404 with a message instead. Runs
 * after Payload's access check and before its local-file fallback.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

type Handler = (req: unknown, args: { params: { filename: string } }) => Promise<void>

export function missingFileIs404(staticDir: string): Handler {
  // Payload's type wants Promise<void> or Promise<Response>; it serves the answer when it is a Response.
  return (async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | void> => {
    const root = path.resolve(staticDir)
    const file = path.resolve(root, params.filename)
    const inside = file.startsWith(root + path.sep)
    const exists = inside && (await fs.stat(file).then((stats) => stats.isFile(), () => false))
    if (!exists) return Response.json({ errors: [{ message: 'This file does not exist.' }] }, { status: 404 })
  }) as Handler
}
