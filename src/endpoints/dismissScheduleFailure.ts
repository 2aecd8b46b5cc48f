/**
 * DELETE /api/schedule-failures/:id: the signed-in user clears the notice of one of their own
 * scheduled publications that failed (src/components/admin/ScheduleFailures.tsx). Only a failed
 * schedule job the user queued can be removed this way; anything else is a 404.
 */
import type { Endpoint, Where } from 'payload'

export const dismissScheduleFailure: Endpoint = {
  path: '/schedule-failures/:id',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Please sign in.' }] }, { status: 401 })
    const id = Number(req.routeParams?.id)
    const where: Where = {
      and: [
        { id: { equals: id } },
        { taskSlug: { equals: 'schedulePublish' } },
        { hasError: { equals: true } },
        { 'input.user.value': { equals: req.user.id } },
      ],
    }
    const job = Number.isSafeInteger(id) ? await req.payload.db.findOne({ collection: 'payload-jobs', where, req }) : null
    if (!job) return Response.json({ errors: [{ message: 'No such failed scheduled publication of yours.' }] }, { status: 404 })
    await req.payload.db.deleteOne({ collection: 'payload-jobs', where: { id: { equals: id } }, req })
    return Response.json({ dismissed: id })
  },
}
