import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { getPayload } from './payload'

type Kind = Page['kind']

/** The realtor's own page of this kind when they have one, else the platform's. */
export async function getLegalPage(kind: Kind, locale: Locale, realtorId?: number): Promise<Page | null> {
  const payload = await getPayload()
  const owner = realtorId ? [{ realtor: { equals: realtorId } }] : []
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ kind: { equals: kind } }, { _status: { equals: 'published' } }, { or: [...owner, { realtor: { exists: false } }] }] },
    locale,
    depth: 0,
    limit: 2,
  })
  return docs.find((page) => page.realtor) ?? docs[0] ?? null
}
