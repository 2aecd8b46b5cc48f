import type { PayloadRequest } from 'payload'

/**
 * The realtors the signed-in user owns now (an agent has one), read past access rules:
 * what an agent's request says about ownership is never trusted, this lookup is.
 */
export async function ownRealtorIds(req: PayloadRequest): Promise<number[]> {
  if (!req.user) return []
  const { docs } = await req.payload.find({
    collection: 'realtors',
    where: { owner: { equals: req.user.id } },
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs.map((doc) => doc.id)
}
