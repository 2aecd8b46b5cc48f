/**
 * A visitor's REST read of one agent by address (`?where[desiredUrl][equals]=…&depth=1`, what public
 * pages ask too) costs the same with 10,000 agents as with one: the same three statements (the count,
 * the agent, its photos), and none of them reads more than a handful of rows. The clones are written
 * with SQL as the bench writes them (tests/bench/generateAgents.ts): each shares the template's photo
 * and its listing's picture, the case that made the media access rule read every published agent's
 * photos, listings and pages on every read (10,001 rows in one plan node here); the rule now reads the
 * stored `public` mark of the photos being populated (src/collections/Media/visibility.ts). Rows read
 * come from EXPLAIN ANALYZE of the statements Payload sent, so the test counts, it does not time.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Realtor } from '@/payload-types'
import { generateAgents } from '../bench/generateAgents'
import { makePublishableRealtor, profilePhoto } from '../harness/drafts'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { countStatements, type CountablePool, type RecordedStatement, type StatementCounter } from '../harness/sqlStatements'

const AGENTS = 10_000
/**
 * Rows one plan node may go through (passed on or filtered out, × loops) beyond the size of the pictures'
 * tables, which the clones do not add to: a lookup of one agent, its arrays and locales, and its photos
 * by primary key. While `media_locales` holds a few hundred rows (other files' pictures share the
 * database) PostgreSQL rather reads it whole than through its (_locale, _parent_id) index; nothing
 * may read in proportion to the number of agents.
 */
const MARGIN_ROWS = 100

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Join Filter'?: number
  Plans?: PlanNode[]
}

/** Rows a plan node went through: those it passed on and those its filters dropped, over all its loops. */
const rowsRead = (node: PlanNode) =>
  (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Join Filter'] ?? 0)) * node['Actual Loops']

let payload: Payload
let template: Realtor
let counter: StatementCounter

const pool = () => (payload.db as unknown as PostgresAdapter).pool

/** The visitor's read, its answer and the statements it sent. */
async function visitorRead() {
  const path = `/realtors?where[desiredUrl][equals]=${template.desiredUrl}&depth=1&limit=1`
  const { result, statements } = await counter.measure(async () => {
    const response = await rest('GET', path)
    return { status: response.status, body: (await response.json()) as { docs: Realtor[]; totalDocs: number } }
  })
  return { ...result, statements }
}

/**
 * The plan nodes of every read among `statements`, replayed in order on one connection: reads as
 * EXPLAIN ANALYZE, transaction control and SET as they were, so each read is planned as Payload's was.
 */
async function planNodes(statements: RecordedStatement[]): Promise<{ node: PlanNode; statement: string }[]> {
  const client = await pool().connect()
  const nodes: { node: PlanNode; statement: string }[] = []
  try {
    for (const statement of statements) {
      if (isSetting(statement)) await client.query(statement.text, statement.values)
      if (!isRead(statement)) continue
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values)
      const walk = (node: PlanNode) => {
        nodes.push({ node, statement: statement.text.slice(0, 160) })
        node.Plans?.forEach(walk)
      }
      walk((rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan)
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined)
    client.release()
  }
  return nodes
}

const isSetting = (statement: RecordedStatement) => /^\s*(begin|commit|rollback|set)\b/i.test(statement.text)
const isRead = (statement: RecordedStatement) => /^\s*(select|with)\b/i.test(statement.text)

beforeAll(async () => {
  payload = await testPayload()
  template = await makePublishableRealtor(payload)
  // A published listing with a picture: the clones copy it, so listings' pictures are used 10,001 times too.
  await payload.create({
    collection: 'listings',
    data: {
      status: 'sale',
      address: '1 Main St',
      city: 'Irvine',
      state: 'CA',
      price: 1000,
      realtor: template.id,
      photos: [await profilePhoto(payload, template.id)],
      _status: 'published',
    },
  })
  counter = countStatements(pool() as unknown as CountablePool)
}, 60_000)

afterAll(async () => {
  counter?.restore()
  await pool().query('DELETE FROM listings WHERE realtor_id IN (SELECT id FROM realtors WHERE desired_url LIKE $1)', [
    `b%-${template.desiredUrl}`,
  ])
  await pool().query('DELETE FROM realtors WHERE desired_url LIKE $1', [`b%-${template.desiredUrl}`])
  await payload.delete({ collection: 'listings', where: { realtor: { equals: template.id } } })
  await payload.delete({ collection: 'realtors', id: template.id })
})

describe(`a visitor's read of one agent by address, from one agent to ${AGENTS.toLocaleString('en')}`, () => {
  it('sends the same statements, gives the same answer and reads no more rows than a handful', async () => {
    const small = await visitorRead()
    expect(small.status).toBe(200)
    expect(small.body.totalDocs).toBe(1)
    const photo = small.body.docs[0]!.photos?.[0]?.image
    // The photo is populated for visitors: the media access rule ran and let it through.
    expect(typeof photo === 'object' && photo !== null && 'url' in photo).toBe(true)

    const { rows: pictures } = await pool().query<{ n: number }>(
      'SELECT greatest((SELECT count(*) FROM media), (SELECT count(*) FROM media_locales))::int AS n',
    )
    const maxRowsPerNode = pictures[0]!.n + MARGIN_ROWS
    await generateAgents(process.env.DATABASE_URL!, template.desiredUrl, 1, AGENTS)
    await pool().query('ANALYZE')
    const { rows } = await pool().query<{ n: number }>('SELECT count(*)::int AS n FROM realtors_photos WHERE image_id = $1', [
      (photo as { id: number }).id,
    ])
    expect(rows[0]!.n).toBeGreaterThan(AGENTS)
    expect(maxRowsPerNode).toBeLessThan(AGENTS)

    const large = await visitorRead()
    expect(large.status).toBe(200)
    expect(large.body).toEqual(small.body)
    expect(large.statements.total).toBe(small.statements.total)
    expect([...large.statements.byShape]).toEqual([...small.statements.byShape])
    // The count and the select of the agent, one select of its photos; no transaction, no other table.
    expect(large.statements.total).toBe(3)
    expect(large.statements.recorded.filter((statement) => /\bfrom "media"/i.test(statement.text))).toHaveLength(1)

    expect(large.statements.recorded.filter(isRead).length).toBeGreaterThan(0)
    const busiest = (await planNodes(large.statements.recorded))
      .filter(({ node }) => rowsRead(node) > maxRowsPerNode)
      .map(({ node, statement }) => ({
        rows: rowsRead(node),
        node: `${node['Node Type']} ${node['Relation Name'] ?? ''}`.trim(),
        statement,
      }))
    expect(busiest).toEqual([])
  }, 180_000)
})
