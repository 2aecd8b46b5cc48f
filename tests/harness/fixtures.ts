/**
 * People and records for access and validation tests. Every call makes its own
 * (random suffix), so test files never depend on each other's data or order.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import type { Realtor } from '@/payload-types'
import { login } from './rest'

export const PASSWORD = 'fixture-password-1'

export type Person = { id: number; email: string; token: string }

export function uniqueSlug(prefix: string): string {
  const letters = crypto
    .randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])
  return `${prefix}-${letters}`
}

export async function makePerson(payload: Payload, role: Role): Promise<Person> {
  const email = `${uniqueSlug(role)}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles: [role], name: role },
  })
  return { id: user.id, email, token: await login(email, PASSWORD) }
}

/** The smallest valid realtor, plus overrides. */
export function realtorData(overrides: Partial<Realtor> = {}): Omit<Realtor, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    displayName: 'Test Agent',
    desiredUrl: uniqueSlug('agent'),
    _status: 'published',
    ...overrides,
  } as Omit<Realtor, 'id' | 'createdAt' | 'updatedAt'>
}

export async function makeRealtor(payload: Payload, overrides: Partial<Realtor> = {}) {
  return payload.create({ collection: 'realtors', data: realtorData(overrides) })
}

export type Cast = {
  admin: Person
  staff: Person
  support: Person
  owner: Person
  otherAgent: Person
  ownRealtor: Realtor
  otherRealtor: Realtor
}

/** One of each role, and two realtors: one owned by `owner`, one by `otherAgent`. */
export async function makeCast(payload: Payload): Promise<Cast> {
  const [admin, staff, support, owner, otherAgent] = await Promise.all(
    (['admin', 'staff', 'support', 'agent', 'agent'] as const).map((role) => makePerson(payload, role)),
  )
  const ownRealtor = await makeRealtor(payload, { owner: owner.id })
  const otherRealtor = await makeRealtor(payload, { owner: otherAgent.id })
  return { admin, staff, support, owner, otherAgent, ownRealtor, otherRealtor }
}

/** A contact as the agent-page form stores it, for `realtor`, plus overrides. */
export const contactData = (realtor: number, overrides: Record<string, unknown> = {}) => ({
  realtor,
  name: 'Lee Minji',
  lastName: 'Lee',
  firstName: 'Minji',
  email: 'minji@example.com',
  phone: '949-555-0199',
  phoneCountryCode: 'US' as const,
  isTerm: 'Y' as const,
  ...overrides,
})

/** A landing-page lead as the lead form stores it, consented at `agreedAt`, plus overrides. */
export const leadData = (agreedAt: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Park Jisoo',
  area: 'Irvine',
  phone: '949-555-0101',
  phoneCountryCode: 'US' as const,
  consent: { privacy: true, contact: true, agreedAt, locale: 'ko' as const },
  ...overrides,
})
