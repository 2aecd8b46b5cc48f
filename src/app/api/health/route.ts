/**
 * Liveness for a load balancer or orchestrator: the process is up and its event
 * loop answers. No dependency is asked, so a database outage never gets every
 * instance restarted; /api/ready says whether the dependencies answer.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { status: 'ok', buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
