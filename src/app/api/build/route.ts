/** The build this server runs; open pages poll it to notice a new deployment. */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development' }, { headers: { 'Cache-Control': 'no-store' } })
}
