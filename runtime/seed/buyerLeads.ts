/**
 * Demo buyer leads of /kim (the demo agent), so the admin shows what a confirmed buyer looks like: one
 * saved search of a Korean-speaking buyer who opened an alert, and one favourites list of an
 * English-speaking buyer. Looked up by agent and address first, so seeding twice adds nothing.
 */
import type { Payload } from 'payload'

import { emailHash } from '@/lib/email/addresses'
import { consentText } from '@/lib/savedSearches/consentText'
import { criteriaKeyOf, savedCriteriaOf } from '@/lib/savedSearches/criteria'
import { favouritesKeyOf } from '@/lib/savedSearches/favourites'

export const DEMO_BUYER_EMAIL = 'buyer.demo@example.com'
const DEMO_FAVOURITES_EMAIL = 'favourites.demo@example.com'

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * DAY_MS + minutes * 60_000).toISOString()

export async function ensureBuyerLeads(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { desiredUrl: { equals: 'kim' } },
    depth: 0,
    limit: 1,
    locale: 'ko',
  })
  const kim = docs[0]
  if (!kim) return
  const { docs: listings } = await payload.find({
    collection: 'listings',
    where: { realtor: { equals: kim.id } },
    depth: 0,
    limit: 2,
    sort: 'id',
  })
  const page = `http://kim.localhost:3000/homes?type=sale&city=Irvine`

  const criteria = savedCriteriaOf({ type: 'sale', city: 'Irvine', state: 'CA' }, kim.activityRegion)
  await ensureLead(payload, kim.id, DEMO_BUYER_EMAIL, {
    kind: 'search',
    name: '이서연',
    phoneCountryCode: 'US',
    phone: '949-555-0123',
    locale: 'ko',
    frequency: 'daily',
    status: 'active',
    criteria,
    criteriaKey: criteriaKeyOf(criteria),
    consent: { text: consentText('ko', 'search', kim.displayName || '김하나'), givenAt: daysAgo(5), confirmedAt: daysAgo(5, 6), page },
    alerts: {
      checkedAt: daysAgo(1),
      sent: 3,
      lastSentAt: daysAgo(2),
      unclicked: 0,
      lastClickedAt: daysAgo(1, 30),
      lastClickedHome: listings[0] ? String(listings[0].id) : undefined,
    },
  })

  const homes = listings.map((listing) => ({ id: String(listing.id), from: '' }))
  if (homes.length === 0) return
  await ensureLead(payload, kim.id, DEMO_FAVOURITES_EMAIL, {
    kind: 'favourites',
    locale: 'en',
    frequency: 'instant',
    status: 'paused',
    favourites: { homes, known: Object.fromEntries(listings.map((l) => [String(l.id), { price: l.price, status: l.status }])) },
    criteriaKey: favouritesKeyOf(homes),
    consent: {
      text: consentText('en', 'favourites', 'Hana Kim'),
      givenAt: daysAgo(4),
      confirmedAt: daysAgo(4, 2),
      page: 'http://kim.localhost:3000/en/favourites',
    },
    alerts: { sent: 0, unclicked: 0 },
  })
}

type Lead = Record<string, unknown> & { kind: 'search' | 'favourites'; locale: 'ko' | 'en' | 'ja'; status: 'active' | 'paused' }

async function ensureLead(payload: Payload, realtor: number, email: string, lead: Lead) {
  const found = await payload.count({
    collection: 'saved-searches',
    where: { and: [{ realtor: { equals: realtor } }, { emailHash: { equals: emailHash(email) } }] },
  })
  if (found.totalDocs > 0) return
  await payload.create({ collection: 'saved-searches', data: { ...lead, realtor, email, emailHash: emailHash(email) } as never })
}
