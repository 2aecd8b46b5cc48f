/**
 * GET /api/contacts/export-csv and /api/leads/export-csv: every record as a
 * CSV file for staff (support and admins included), newest first; and
 * GET /api/saved-searches/export-csv: the buyer leads for agents (their own
 * confirmed ones, as their access reads them) and staff (all). Cells a
 * visitor could have typed a formula into are neutralised (src/lib/csv/toCsv.ts).
 */
import type { DataFromCollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { isStaffRole, type Role } from '@/access/roles'
import { localeOfLanguage } from '@/i18n/locales'
import { toCsv } from '@/lib/csv/toCsv'
import { whatInWords } from '@/lib/savedSearches/whatInWords'

/** Who may download: staff only, or anyone signed in (each gets what their read access allows). */
type Exporters = 'staff' | 'signedIn'

function refuse(req: PayloadRequest, exporters: Exporters): Response | null {
  if (!req.user) return Response.json({ errors: [{ message: 'Please sign in to export.' }] }, { status: 401 })
  if (exporters === 'staff' && !isStaffRole(req.user as { roles?: Role[] })) {
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
 * The endpoint of one collection: staff only unless said otherwise, every record the caller may read,
 * newest first, turned into a header and rows by `table`.
 */
function csvExport<T extends 'contacts' | 'leads' | 'saved-searches'>(
  collection: T,
  table: (req: PayloadRequest, docs: DataFromCollectionSlug<T>[]) => Promise<{ header: string[]; rows: unknown[][] }>,
  exporters: Exporters = 'staff',
): Endpoint {
  return {
    path: '/export-csv',
    method: 'get',
    handler: async (req) => {
      const refused = refuse(req, exporters)
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

/** Every file's first columns: the record, when it came in, and the agent it is for (when it is for one). */
const recordColumns = <Doc extends { id: number; createdAt: string }>(realtorCell?: (doc: Doc) => unknown): Columns<Doc> => [
  ['id', (doc) => doc.id],
  ['createdAt', (doc) => doc.createdAt],
  ...(realtorCell ? ([['realtor', realtorCell]] as Columns<Doc>) : []),
]

/** The staff's own columns, last in both files: where the record stands, their note, the e-mail's state. */
type Handled = { status?: unknown; note?: unknown; notification?: { status?: unknown } | null }
const handlingColumns: Columns<Handled> = [
  ['status', (doc) => doc.status],
  ['note', (doc) => doc.note],
  ['emailStatus', (doc) => doc.notification?.status],
]

type OfRealtor = { realtor: number | { id: number } }
const realtorOf = (doc: OfRealtor) => (typeof doc.realtor === 'object' ? doc.realtor.id : doc.realtor)

/** The agent column: each record's realtor by its address (desiredUrl), its id when that is gone. */
async function realtorColumn(req: PayloadRequest, docs: OfRealtor[]): Promise<(doc: OfRealtor) => unknown> {
  const realtors = await req.payload.find({
    collection: 'realtors',
    where: { id: { in: [...new Set(docs.map(realtorOf))] } },
    depth: 0,
    pagination: false,
    select: { desiredUrl: true },
    req,
  })
  const slugOf = new Map(realtors.docs.map((realtor) => [realtor.id, realtor.desiredUrl]))
  return (doc) => slugOf.get(realtorOf(doc)) ?? realtorOf(doc)
}

export const contactsCsvEndpoint = csvExport('contacts', async (req, docs) => {
  const realtorCell = await realtorColumn(req, docs)
  return table(
    [
      ...recordColumns<(typeof docs)[number]>(realtorCell),
      ['name', (doc) => doc.name],
      ['lastName', (doc) => doc.lastName],
      ['firstName', (doc) => doc.firstName],
      ['email', (doc) => doc.email],
      ['phoneCountryCode', (doc) => doc.phoneCountryCode],
      ['phone', (doc) => doc.phone],
      ['message', (doc) => doc.message],
      ['isTerm', (doc) => doc.isTerm],
      // A seller's valuation request: the home and what the owner was shown (empty for messages).
      ['kind', (doc) => doc.kind],
      [
        'valuationAddress',
        (doc) =>
          doc.valuation?.street ? `${doc.valuation.street}, ${doc.valuation.city}, ${doc.valuation.state} ${doc.valuation.zipcode}` : '',
      ],
      [
        'valuationHome',
        (doc) =>
          doc.valuation?.livingArea
            ? `${doc.valuation.propertyType} ${doc.valuation.beds}bd ${doc.valuation.baths}ba ${doc.valuation.livingArea}sqft`
            : '',
      ],
      ['valuationOutcome', (doc) => doc.valuation?.outcome],
      ['valuationLow', (doc) => doc.valuation?.low],
      ['valuationValue', (doc) => doc.valuation?.value],
      ['valuationHigh', (doc) => doc.valuation?.high],
      ...handlingColumns,
    ],
    docs,
  )
})

export const leadsCsvEndpoint = csvExport('leads', async (_req, docs) =>
  table(
    [
      ...recordColumns(),
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

/**
 * The buyer leads: who, what they follow in words (in the language of the admin that asks), how their
 * alerts go and the consent record. Agents get their own confirmed buyers, staff all (the read access).
 */
export const savedSearchesCsvEndpoint = csvExport(
  'saved-searches',
  async (req, docs) => {
    const language = localeOfLanguage(req.i18n?.language)
    const realtorCell = await realtorColumn(req, docs)
    const what = (doc: (typeof docs)[number]) => whatInWords(language, doc, '')
    return table(
      [
        ...recordColumns<(typeof docs)[number]>(realtorCell),
        ['name', (doc) => doc.name],
        ['email', (doc) => doc.email],
        ['phoneCountryCode', (doc) => doc.phoneCountryCode],
        ['phone', (doc) => doc.phone],
        ['kind', (doc) => doc.kind],
        ['what', what],
        ['frequency', (doc) => doc.frequency],
        ['status', (doc) => doc.status],
        ['alertsSent', (doc) => doc.alerts?.sent ?? 0],
        ['lastAlertAt', (doc) => doc.alerts?.lastSentAt],
        ['lastClickedAt', (doc) => doc.alerts?.lastClickedAt],
        ['consentText', (doc) => doc.consent?.text],
        ['consentGivenAt', (doc) => doc.consent?.givenAt],
        ['consentConfirmedAt', (doc) => doc.consent?.confirmedAt],
        ['consentPage', (doc) => doc.consent?.page],
      ],
      docs,
    )
  },
  'signedIn',
)
