/**
 * Readiness: 200 when PostgreSQL (and its replicas), Redis (REDIS_URL) and media
 * storage (S3 bucket or media directory) all answer, else 503; each is named with
 * ok/error and a short reason (src/integrations/readiness/). Answers within about 2 s
 * whatever the dependencies do. 503 too while the server drains for a shutdown.
 */
import { mediaDir } from '@/lib/uploads/mediaDir'
import { checkReadiness } from '@/integrations/readiness'

export const dynamic = 'force-dynamic'

// Set by the production server when it starts draining (runtime/server/gracefulShutdown.ts).
const DRAINING = Symbol.for('realtors.server.draining')

export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  if ((globalThis as Record<symbol, unknown>)[DRAINING]) {
    return Response.json({ status: 'shutting down', checks: [] }, { status: 503, headers })
  }
  const readiness = await checkReadiness(process.env, mediaDir)
  return Response.json(readiness, { status: readiness.status === 'ready' ? 200 : 503, headers })
}
