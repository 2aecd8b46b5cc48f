/**
 * GET /api/contacts/export-csv and /api/leads/export-csv: every record as a
 * CSV file for staff (support and admins included), newest first. Cells a
 * visitor could have typed a formula into are neutralised (src/lib/csv/toCsv.ts).
 */
import type { DataFromCollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { isStaffRole, type Role } from '@/access/roles'
import { toCsv } from '@/lib/csv/toCsv'

function refuse(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ errors: [{ message: 'Please sign in to export.' }] }, { status: 401 })
  if (!isStaffRole(req.user as { roles?: Role[] })) {
    return Response.json({ errors: [{ message: 'Only staff may export this list.' }] }, { status: 403 })
  }
  return null
}

function download(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * The endpoint of one collection: staff only, every record the caller may read, newest first,
 * turned into a header and rows by `table`.
 */
function csvExport<T extends 'contacts' | 'leads'>(
  collection: T,
  table: (req: PayloadRequest, docs: DataFromCollectionSlug<T>[]) => Promise<{ header: string[]; rows: unknown[][] }>,
): Endpoint {
  return {
    path: '/export-csv',
    method: 'get',
    handler: async (req) => {
      const refused = refuse(req)
      if (refused) return refused
      const { docs } = await req.payload.find({ collection, depth: 0, pagination: false, sort: '-createdAt', req, overrideAccess: false })
      const { header, rows } = await table(req, docs as unknown as DataFromCollectionSlug<T>[])
      return download(collection, toCsv(header, rows))
    },
  }
}

export const contactsCsvEndpoint = csvExport('contacts', async (req, docs) => {
  const realtorIds = [...new Set(docs.map((doc) => (typeof doc.realtor === 'object' ? doc.realtor.id : doc.realtor)))]
  const realtors = await req.payload.find({
    collection: 'realtors',
    where: { id: { in: realtorIds } },
    depth: 0,
    pagination: false,
    select: { desiredUrl: true },
    req,
  })
  const slugOf = new Map(realtors.docs.map((realtor) => [realtor.id, realtor.desiredUrl]))
  const rows = docs.map((doc) => {
    const realtorId = typeof doc.realtor === 'object' ? doc.realtor.id : doc.realtor
    return [
      doc.id,
      doc.createdAt,
      slugOf.get(realtorId) ?? realtorId,
      doc.name,
      doc.lastName,
      doc.firstName,
      doc.email,
      doc.phoneCountryCode,
      doc.phone,
      doc.message,
      doc.isTerm,
      doc.status,
      doc.note,
      doc.notification?.status,
    ]
  })
  const header = [
    'id',
    'createdAt',
    'realtor',
    'name',
    'lastName',
    'firstName',
    'email',
    'phoneCountryCode',
    'phone',
    'message',
    'isTerm',
    'status',
    'note',
    'emailStatus',
  ]
  return { header, rows }
})

export const leadsCsvEndpoint = csvExport('leads', async (_req, docs) => {
  const rows = docs.map((doc) => [
    doc.id,
    doc.createdAt,
    doc.name,
    doc.area,
    doc.phoneCountryCode,
    doc.phone,
    doc.hasSite ? 'Y' : 'N',
    doc.page,
    doc.consent?.locale,
    doc.status,
    doc.note,
    doc.notification?.status,
  ])
  const header = [
    'id',
    'createdAt',
    'name',
    'area',
    'phoneCountryCode',
    'phone',
    'hasSite',
    'page',
    'locale',
    'status',
    'note',
    'emailStatus',
  ]
  return { header, rows }
})
