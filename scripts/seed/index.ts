/**
 * Demo content and the first admin. Idempotent: each record is looked up by a
 * natural key first, so running it twice changes nothing.
 */
import type { Payload } from 'payload'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD = 'change-me-admin-1'

export async function seed(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const password = process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD
  const created = await ensureUser(payload, { email, password, name: 'Admin', roles: ['admin'] })
  if (created) {
    const shown = process.env.SEED_ADMIN_PASSWORD ? '(from SEED_ADMIN_PASSWORD)' : password
    console.log(`[seed] admin user ${email} / ${shown}`)
  }
}

async function ensureUser(
  payload: Payload,
  data: { email: string; password: string; name: string; roles: ('admin' | 'staff' | 'support' | 'agent')[] },
): Promise<boolean> {
  const existing = await payload.count({ collection: 'users', where: { email: { equals: data.email } } })
  if (existing.totalDocs > 0) return false
  await payload.create({ collection: 'users', data })
  return true
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs === 0
}
