/**
 * Who owns a field: who may read it and who may write it, decided per field at the API (REST,
 * GraphQL, the admin's saves and the local API with a user). Hiding a field in the admin form, or
 * showing it read-only, is only presentation; these are the rules.
 *
 * A write to a field the user may not create or update is dropped and the rest of the save goes on
 * (Payload's rule for field access): the stored value stays, nothing fails. Our own server code
 * (jobs, endpoints, hooks) writes through the local API without a user, which these never stop.
 */
import type { FieldAccess } from 'payload'

import { isAdminField } from './roles'
import { isStaffField } from './owner'

type FieldRules = { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess }

const nobody: FieldAccess = () => false

/** Staff decide it; whoever reads the record reads it (an agent's address, domain and owner). */
export const staffWrites: FieldRules = { create: isStaffField, update: isStaffField }

/** Platform bookkeeping: staff read and write it; agents and visitors never see it. */
export const staffOnly: FieldRules = { read: isStaffField, ...staffWrites }

/** Only admins write it (roles). */
export const adminWrites: FieldRules = { create: isAdminField, update: isAdminField }

/**
 * Written by the system alone (delivery and sync state, consent records): read-only at the API for
 * everyone, admins included, so nobody can make a failed delivery look sent.
 */
export const systemWrites: FieldRules = { create: nobody, update: nobody }

/** System-written and a staff matter (sync and forwarding state): staff read it, nobody writes it. */
export const systemWritesStaffReads: FieldRules = { read: isStaffField, ...systemWrites }
