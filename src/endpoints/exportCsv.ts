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

/** A CSV's columns in order: each header and how a record fills it (one list, so the two never drift apart). */
type Columns<Doc> = [header: string, cell: (doc: Doc) => unknown][]

const table = <Doc>(columns: Columns<Doc>, docs: Doc[]) => ({
  header: columns.map(([header]) => header),
  rows: docs.map((doc) => columns.map(([, cell]) => cell(doc))),
})

/** The staff's own columns, last in both files: where the record stands, their note, the e-mail's state. */
type Handled = { status?: unknown; note?: unknown; notification?: { status?: unknown } | null }
const handlingColumns: Columns<Handled> = [
  ['status', (doc) => doc.status],
  ['note', (doc) => doc.note],
  ['emailStatus', (doc) => doc.notification?.status],
]

export const contactsCsvEndpoint = csvExport('contacts', async (req, docs) => {
  const realtorOf = (doc: (typeof docs)[number]) => (typeof doc.realtor === 'object' ? doc.realtor.id : doc.realtor)
  const realtors = await req.payload.find({
    collection: 'realtors',
    where: { id: { in: [...new Set(docs.map(realtorOf))] } },
    depth: 0,
    pagination: false,
    select: { desiredUrl: true },
    req,
  })
  const slugOf = new Map(realtors.docs.map((realtor) => [realtor.id, realtor.desiredUrl]))
  return table(
    [
      ['id', (doc) => doc.id],
      ['createdAt', (doc) => doc.createdAt],
      ['realtor', (doc) => slugOf.get(realtorOf(doc)) ?? realtorOf(doc)],
      ['name', (doc) => doc.name],
      ['lastName', (doc) => doc.lastName],
      ['firstName', (doc) => doc.firstName],
      ['email', (doc) => doc.email],
      ['phoneCountryCode', (doc) => doc.phoneCountryCode],
      ['phone', (doc) => doc.phone],
      ['message', (doc) => doc.message],
      ['isTerm', (doc) => doc.isTerm],
      ...handlingColumns,
    ],
    docs,
  )
})

export const leadsCsvEndpoint = csvExport('leads', async (_req, docs) =>
  table(
    [
      ['id', (doc) => doc.id],
      ['createdAt', (doc) => doc.createdAt],
      ['name', (doc) => doc.name],
      ['area', (doc) => doc.area],
      ['phoneCountryCode', (doc) => doc.phoneCountryCode],
      ['phone', (doc) => doc.phone],
      ['hasSite', (doc) => (doc.hasSite ? 'Y' : 'N')],
      ['page', (doc) => doc.page],
      ['locale', (doc) => doc.consent?.locale],
      ...handlingColumns,
    ],
    docs,
  ),
)
