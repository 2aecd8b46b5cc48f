/**
 * Field ownership: every field of every collection and global has a declared owner
 * (tests/int/fieldOwnership/decisions.ts), and the API keeps to it.
 *
 * 1. Completeness: a field without a decision (or a decision for a field that is gone) fails.
 * 2. For every field, as every role: whoever the decision leaves out is refused by the access rules
 *    themselves (the collection's or global's, the field's or an enclosing group's), so no field's
 *    protection rests on the admin form.
 * 3. For the sensitive fields, for real, as a visitor, the owning agent, another agent, staff,
 *    support and an admin: over REST (and GraphQL where it applies) the field is returned or not,
 *    and a write is stored or not. A refused write is dropped (the rest of the save goes on), never
 *    a 5xx.
 */
import type { Field, Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import { makeCast, makePerson, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'
import { collectionDecisions, globalDecisions, type Decision, type Level } from './fieldOwnership/decisions'
import { actors, subjects, type Actor, type Probe, type Subject } from './fieldOwnership/probes'

let payload: Payload
let cast: Cast
let spare: Person

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  spare = await makePerson(payload, 'agent')
})

const actorsOf: Record<Level, Actor[]> = {
  public: actors,
  signedIn: actors.filter((a) => a !== 'anonymous'),
  owner: ['owner', 'staff', 'support', 'admin'],
  staff: ['staff', 'support', 'admin'],
  admin: ['admin'],
  system: [],
}

/** Every data field with the access rules that guard it (its own and its enclosing groups' and arrays'). */
type Entry = { path: string; guards: Field[] }
function entries(fields: Field[], prefix = '', guards: Field[] = []): Entry[] {
  return fields.flatMap((field): Entry[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? entries(tab.fields, `${prefix}${tab.name}.`, guards) : entries(tab.fields, prefix, guards),
      )
    }
    if (field.type === 'row' || field.type === 'collapsible') return entries(field.fields, prefix, guards)
    if (field.type === 'ui') return []
    const named = 'name' in field && field.name
    if (field.type === 'group')
      return named ? entries(field.fields, `${prefix}${field.name}.`, [...guards, field]) : entries(field.fields, prefix, guards)
    const path = `${prefix}${field.name}`
    // Payload's row ids of arrays.
    if (field.type === 'array')
      return entries(
        field.fields.filter((sub) => !('name' in sub && sub.name === 'id')),
        `${path}.`,
        [...guards, field],
      )
    return [{ path, guards: [...guards, field] }]
  })
}

const entities = () => [
  ...payload.config.collections.map((c) => ({ key: c.slug, fields: c.fields, access: c.access, decisions: collectionDecisions[c.slug] })),
  ...payload.config.globals.map((g) => ({
    key: `global:${g.slug}`,
    fields: g.fields,
    access: g.access,
    decisions: globalDecisions[g.slug],
  })),
]

describe('every field has an owner', () => {
  it('every collection and global has a table', () => {
    expect(
      entities()
        .filter((e) => !e.decisions)
        .map((e) => e.key),
    ).toEqual([])
  })

  it('every field of each has a decision, and every decision a field', () => {
    for (const entity of entities()) {
      const paths = entries(entity.fields).map((e) => e.path)
      const declared = Object.keys(entity.decisions ?? {})
      expect(
        paths.filter((p) => !declared.includes(p)),
        `${entity.key}: fields without a decision`,
      ).toEqual([])
      expect(
        declared.filter((p) => !paths.includes(p)),
        `${entity.key}: decisions for no field`,
      ).toEqual([])
    }
  })
})

/** Stand-in users per role for asking access rules directly (the record-specific part is step 3's). */
const roleUsers: Record<'anonymous' | Role, PayloadRequest['user']> = {
  anonymous: null,
  agent: { id: 2_000_000_001, roles: ['agent'], collection: 'users' } as never,
  staff: { id: 2_000_000_002, roles: ['staff'], collection: 'users' } as never,
  support: { id: 2_000_000_003, roles: ['support'], collection: 'users' } as never,
  admin: { id: 2_000_000_004, roles: ['admin'], collection: 'users' } as never,
}
/** The actors a role stands for: an agent is both the owner and another agent. */
const roleActors: Record<keyof typeof roleUsers, Actor[]> = {
  anonymous: ['anonymous'],
  agent: ['owner', 'otherAgent'],
  staff: ['staff'],
  support: ['support'],
  admin: ['admin'],
}

type Op = 'read' | 'update'
type AccessFn = (args: { req: PayloadRequest; data?: unknown; doc?: unknown; siblingData?: unknown }) => unknown

/** Refused by the rules themselves: the whole record, or the field (or an enclosing one), or a field the API never shows or takes. */
async function refused(op: Op, role: keyof typeof roleUsers, entity: ReturnType<typeof entities>[number], entry: Entry): Promise<boolean> {
  const req = {
    user: roleUsers[role],
    payload,
    context: {},
    headers: new Headers(),
    t: ((key: string) => key) as never,
  } as unknown as PayloadRequest
  const recordAccess = (entity.access as Record<string, AccessFn | undefined>)[op]
  if (recordAccess && (await recordAccess({ req, data: {} })) === false) return true
  // Payload never shows nor takes a hidden field, and a join is computed, never written.
  if (entry.guards.some((guard) => (guard as { hidden?: boolean }).hidden)) return true
  if (op === 'update' && entry.guards.some((guard) => guard.type === 'join')) return true
  for (const guard of entry.guards) {
    const rule = (guard as { access?: Record<string, AccessFn | undefined> }).access?.[op]
    if (rule && !(await rule({ req, data: {}, doc: {}, siblingData: {} }))) return true
  }
  return false
}

// Whose refusal a decision needs from the rules themselves. Only the role-level part: the owner
// against another agent is a matter of the record (step 3), and the document locks decide per
// document (tests/int/documentLocks.test.ts).
const perDocument = new Set(['payload-locked-documents'])

describe('the access rules refuse whoever a decision leaves out', () => {
  for (const op of ['read', 'update'] as Op[]) {
    it(`${op}`, async () => {
      const wrong: string[] = []
      for (const entity of entities()) {
        if (!entity.decisions || perDocument.has(entity.key)) continue
        for (const entry of entries(entity.fields)) {
          const decision: Decision | undefined = entity.decisions[entry.path]
          if (!decision) continue
          for (const role of Object.keys(roleUsers) as (keyof typeof roleUsers)[]) {
            const allowed = roleActors[role].some((actor) => actorsOf[decision[op]].includes(actor))
            if (!allowed && !(await refused(op, role, entity, entry))) wrong.push(`${entity.key} ${entry.path}: ${op} open to ${role}`)
          }
        }
      }
      expect(wrong).toEqual([])
    })
  }
})

// ---- Step 3: for real ----

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : cast[actor].token)

function resolve(value: unknown): unknown {
  const ids: Record<string, () => number> = {
    '@owner': () => cast.owner.id,
    '@spare': () => spare.id,
    '@ownRealtor': () => cast.ownRealtor.id,
    '@otherRealtor': () => cast.otherRealtor.id,
  }
  return typeof value === 'string' && value in ids ? ids[value]() : value
}

const nest = (path: string, value: unknown): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>

const at = (doc: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc)

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

const isGlobal = (subject: Subject) => subject.entity.startsWith('global:')
const slugOf = (subject: Subject) => subject.entity.replace(/^global:/, '')
const decisionOf = (subject: Subject, path: string) => (isGlobal(subject) ? globalDecisions : collectionDecisions)[slugOf(subject)][path]

// A realtor's published sync state is the sync job's alone (its SQL): a save keeps the stored one
// (guardPublication), so the test sets it in the row as the job does.
const syncState = new Set(['syncStatus', 'mainApiId', 'lastSyncedAt', 'lastSyncError'])

/** Sets a value as the system: the main document (draft: the latest draft too). */
async function setAsSystem(subject: Subject, id: number | null, path: string, value: unknown, draft = false) {
  const data = nest(path, resolve(value))
  if (isGlobal(subject)) await payload.updateGlobal({ slug: slugOf(subject) as 'site-settings', data })
  else if (subject.entity === 'realtors' && syncState.has(path) && !draft)
    await payload.db.updateOne({ collection: 'realtors', id: id!, data })
  else await payload.update({ collection: slugOf(subject) as 'contacts', id: id!, data, depth: 0, draft })
}

async function readAsSystem(subject: Subject, id: number | null): Promise<unknown> {
  if (isGlobal(subject)) return payload.findGlobal({ slug: slugOf(subject) as never, depth: 0 })
  return payload.findByID({ collection: slugOf(subject) as never, id: id!, depth: 0, draft: subject.drafts })
}

const restPath = (subject: Subject, id: number | null) => (isGlobal(subject) ? `/globals/${slugOf(subject)}` : `/${subject.entity}/${id}`)

async function returnedOverRest(subject: Subject, id: number | null, probe: Probe, actor: Actor): Promise<boolean> {
  const response = await rest('GET', `${restPath(subject, id)}?depth=0`, { token: tokenOf(actor) })
  expect(response.status, `${subject.entity} GET as ${actor}`).toBeLessThan(500)
  if (response.status !== 200) return false
  const value = at(await response.json(), probe.path)
  return value !== undefined && value !== null
}

async function storedOverRest(subject: Subject, id: number | null, probe: Probe, actor: Actor): Promise<boolean> {
  await setAsSystem(subject, id, probe.path, probe.baseline, subject.drafts)
  const method = isGlobal(subject) ? 'POST' : 'PATCH'
  const response = await rest(method, `${restPath(subject, id)}${subject.drafts ? '?draft=true' : ''}`, {
    token: tokenOf(actor),
    body: nest(probe.path, resolve(probe.written)),
  })
  expect(response.status, `${subject.entity} ${probe.path} written by ${actor}: ${response.status}`).toBeLessThan(500)
  const stored = at(await readAsSystem(subject, id), probe.path)
  return JSON.stringify(idOf(stored)) === JSON.stringify(resolve(probe.written))
}

const selection = (path: string) => path.split('.').reduceRight((inner, key) => (inner ? `${key} { ${inner} }` : key), '')
const literal = (path: string, value: string) => path.split('.').reduceRight((inner, key) => `{ ${key}: ${inner} }`, value)

async function returnedOverGraphql(subject: Subject, id: number, probe: Probe, actor: Actor): Promise<boolean> {
  const { status, body } = await graphql(`{ ${subject.graphql!.query}(id: ${id}) { ${selection(probe.path)} } }`, { token: tokenOf(actor) })
  expect(status).toBeLessThan(500)
  const value = at(body.data?.[subject.graphql!.query], probe.path)
  return value !== undefined && value !== null
}

async function storedOverGraphql(subject: Subject, id: number, probe: Probe, actor: Actor): Promise<boolean> {
  await setAsSystem(subject, id, probe.path, probe.baseline, subject.drafts)
  const draft = subject.drafts ? ', draft: true' : ''
  const { status } = await graphql(
    `mutation { ${subject.graphql!.mutation}(id: ${id}${draft}, data: ${literal(probe.path, probe.gql!.written)}) { id } }`,
    { token: tokenOf(actor) },
  )
  expect(status).toBeLessThan(500)
  return JSON.stringify(idOf(at(await readAsSystem(subject, id), probe.path))) === JSON.stringify(resolve(probe.written))
}

const expected = (levelActors: Actor[], reach: Actor[]) =>
  Object.fromEntries(actors.map((a) => [a, levelActors.includes(a) && reach.includes(a)]))

describe('the sensitive fields, for real', () => {
  for (const subject of subjects()) {
    describe(subject.entity, () => {
      for (const probe of subject.probes) {
        it(`${probe.path}: read and written as decided (REST${probe.gql && subject.graphql ? ', GraphQL' : ''})`, async () => {
          const decision = decisionOf(subject, probe.path)
          expect(decision, `${subject.entity} ${probe.path} has a decision`).toBeDefined()
          const id = await subject.target(payload, cast)
          await setAsSystem(subject, id, probe.path, probe.baseline)

          const read: Record<string, boolean> = {}
          for (const actor of actors) read[actor] = await returnedOverRest(subject, id, probe, actor)
          expect(read, `REST read of ${probe.path}`).toEqual(expected(actorsOf[decision.read], subject.readers))

          const written: Record<string, boolean> = {}
          for (const actor of actors) written[actor] = await storedOverRest(subject, id, probe, actor)
          expect(written, `REST write of ${probe.path}`).toEqual(expected(actorsOf[decision.update], subject.updaters))

          if (probe.gql && subject.graphql && id !== null) {
            await setAsSystem(subject, id, probe.path, probe.baseline)
            const gqlRead: Record<string, boolean> = {}
            const gqlWritten: Record<string, boolean> = {}
            for (const actor of actors) gqlRead[actor] = await returnedOverGraphql(subject, id, probe, actor)
            for (const actor of actors) gqlWritten[actor] = await storedOverGraphql(subject, id, probe, actor)
            // Visitors get no GraphQL at all (src/lib/security/graphqlBudget.ts).
            const signedIn = subject.readers.filter((a) => a !== 'anonymous')
            expect(gqlRead, `GraphQL read of ${probe.path}`).toEqual(expected(actorsOf[decision.read], signedIn))
            expect(gqlWritten, `GraphQL write of ${probe.path}`).toEqual(expected(actorsOf[decision.update], subject.updaters))
          }
          await setAsSystem(subject, id, probe.path, probe.baseline, subject.drafts)
        })
      }
    })
  }
})
