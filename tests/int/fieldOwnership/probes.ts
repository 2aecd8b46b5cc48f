/**
 * The fields the matrix tries for real, as each actor: read over REST (and GraphQL), write over REST
 * (and GraphQL), the value read back as the system. Each subject says who reaches its record at all.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { contactData, leadData, type Cast } from '../../harness/fixtures'

export type Actor = 'anonymous' | 'owner' | 'otherAgent' | 'staff' | 'support' | 'admin'
export const actors: Actor[] = ['anonymous', 'owner', 'otherAgent', 'staff', 'support', 'admin']
const staffAll: Actor[] = ['staff', 'support', 'admin']

/**
 * `baseline` is set as the system before each try, `written` is what the actor sends (`gql`: as a
 * GraphQL literal). '@owner', '@spare', '@ownRealtor' and '@otherRealtor' stand for those records' ids.
 */
export type Probe = { path: string; baseline: unknown; written: unknown; gql?: { written: string } }

export type Subject = {
  entity: string
  /** GraphQL names: the single-document query and the update mutation (collections only). */
  graphql?: { query: string; mutation: string }
  readers: Actor[]
  updaters: Actor[]
  /** Saves are drafts (versions): written with ?draft=true and read back from the latest draft. */
  drafts?: boolean
  target: (payload: Payload, cast: Cast) => Promise<number | null>
  probes: Probe[]
}

/** A small picture to upload as the system. */
async function tinyPng() {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `matrix-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.png`, size: data.length }
}

const stamp = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString()

export function subjects(): Subject[] {
  return [
    {
      entity: 'realtors',
      graphql: { query: 'Realtor', mutation: 'updateRealtor' },
      readers: ['anonymous', 'owner', ...staffAll],
      updaters: ['owner', ...staffAll],
      drafts: true,
      target: async (_payload, cast) => cast.ownRealtor.id,
      probes: [
        { path: 'aboutMe', baseline: 'Before', written: 'After', gql: { written: '"After"' } },
        { path: 'isMakeHomepage', baseline: false, written: true, gql: { written: 'true' } },
        { path: 'madeForRealtor', baseline: false, written: true, gql: { written: 'true' } },
        { path: 'ppProfileId', baseline: 'pp-base', written: 'pp-written', gql: { written: '"pp-written"' } },
        { path: 'desiredUrl', baseline: 'matrix-base', written: 'matrix-written', gql: { written: '"matrix-written"' } },
        { path: 'customDomain', baseline: 'base.example.com', written: 'written.example.com' },
        { path: 'owner', baseline: '@owner', written: '@spare' },
        { path: 'syncStatus', baseline: 'synced', written: 'failed', gql: { written: 'failed' } },
        { path: 'mainApiId', baseline: 'main-base', written: 'main-written', gql: { written: '"main-written"' } },
        { path: 'lastSyncedAt', baseline: stamp(1), written: stamp(2) },
        { path: 'lastSyncError', baseline: 'base error', written: 'written error', gql: { written: '"written error"' } },
      ],
    },
    {
      entity: 'listings',
      readers: ['anonymous', 'owner', ...staffAll],
      updaters: ['owner', ...staffAll],
      drafts: true,
      target: async (payload, cast) =>
        (
          await payload.create({
            collection: 'listings',
            data: {
              realtor: cast.ownRealtor.id,
              status: 'sale',
              address: '1 Matrix St',
              city: 'Irvine',
              state: 'CA',
              price: 1,
              _status: 'published',
            },
          })
        ).id,
      probes: [
        { path: 'address', baseline: '1 Matrix St', written: '2 Matrix St' },
        { path: 'realtor', baseline: '@ownRealtor', written: '@otherRealtor' },
        { path: 'source', baseline: 'local', written: 'mls' },
        { path: 'sourceUpdatedAt', baseline: stamp(3), written: stamp(4) },
      ],
    },
    {
      entity: 'reviews',
      readers: ['anonymous', 'owner', ...staffAll],
      updaters: ['owner', ...staffAll],
      drafts: true,
      target: async (payload, cast) =>
        (
          await payload.create({
            collection: 'reviews',
            data: {
              realtor: cast.ownRealtor.id,
              clientName: 'J. L.',
              text: 'Helpful from start to finish.',
              language: 'en',
              source: 'direct',
              reviewedAt: stamp(1),
              clientConsent: true,
              _status: 'published',
            },
          })
        ).id,
      probes: [
        { path: 'text', baseline: 'Before', written: 'After' },
        { path: 'consentRecordedAt', baseline: stamp(2), written: stamp(3) },
        { path: 'realtor', baseline: '@ownRealtor', written: '@otherRealtor' },
      ],
    },
    {
      entity: 'contacts',
      graphql: { query: 'Contact', mutation: 'updateContact' },
      readers: ['owner', ...staffAll],
      updaters: ['owner', ...staffAll],
      target: async (payload, cast) => (await payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id) })).id,
      probes: [
        { path: 'note', baseline: 'base', written: 'written', gql: { written: '"written"' } },
        { path: 'status', baseline: 'new', written: 'closed', gql: { written: 'closed' } },
        { path: 'name', baseline: 'Lee Minji', written: 'Someone Else', gql: { written: '"Someone Else"' } },
        { path: 'realtor', baseline: '@ownRealtor', written: '@otherRealtor' },
        { path: 'isTerm', baseline: 'Y', written: 'N', gql: { written: 'N' } },
        { path: 'translation.text', baseline: 'base', written: 'written', gql: { written: '"written"' } },
        { path: 'notification.status', baseline: 'failed', written: 'sent', gql: { written: 'sent' } },
        { path: 'notification.sentAt', baseline: stamp(5), written: stamp(6) },
        { path: 'forwarding.status', baseline: 'failed', written: 'delivered', gql: { written: 'delivered' } },
        { path: 'forwarding.lastError', baseline: 'base', written: 'written' },
        { path: 'createdAt', baseline: stamp(7), written: stamp(8) },
      ],
    },
    {
      entity: 'leads',
      readers: staffAll,
      updaters: staffAll,
      target: async (payload) => (await payload.create({ collection: 'leads', data: leadData(stamp(9)) })).id,
      probes: [
        { path: 'name', baseline: 'Park Jisoo', written: 'Park Ji-soo' },
        { path: 'consent.privacy', baseline: true, written: false },
        { path: 'consent.agreedAt', baseline: stamp(9), written: stamp(10) },
        { path: 'page', baseline: '/ko', written: '/elsewhere' },
        { path: 'notification.status', baseline: 'failed', written: 'sent' },
        { path: 'forwarding.status', baseline: 'failed', written: 'delivered' },
      ],
    },
    {
      // Whether visitors may read a picture: the hooks of the pages that use it write it, nobody else.
      entity: 'media',
      graphql: { query: 'Media', mutation: 'updateMedia' },
      readers: ['anonymous', 'owner', ...staffAll],
      updaters: staffAll,
      target: async (payload, cast) =>
        (await payload.create({ collection: 'media', data: { alt: 'Matrix', owner: cast.ownRealtor.id }, file: await tinyPng() })).id,
      probes: [{ path: 'public', baseline: true, written: false, gql: { written: 'false' } }],
    },
    {
      entity: 'users',
      // Staff and support read accounts (a realtor's agent account reads as its e-mail); only
      // the account itself and admins change them.
      readers: ['owner', 'staff', 'support', 'admin'],
      updaters: ['owner', 'admin'],
      target: async (_payload, cast) => cast.owner.id,
      probes: [
        { path: 'name', baseline: 'agent', written: 'Renamed' },
        { path: 'roles', baseline: ['agent'], written: ['agent', 'support'] },
      ],
    },
    {
      entity: 'global:site-settings',
      readers: actors,
      updaters: ['admin'],
      target: async () => null,
      probes: [{ path: 'tagManagerId', baseline: 'G-BASE1', written: 'GTM-WRITTEN1' }],
    },
  ]
}
