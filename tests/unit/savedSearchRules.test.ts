/** The pure rules of saved-search alerts: what counts as news, the back-off, the buyer's links, one key per search. */
import { describe, expect, it } from 'vitest'

import { alertEmail } from '@/lib/email/alertEmails'
import type { ListingView } from '@/lib/listings/types'
import { backOffAfter, nextCheckAfter } from '@/lib/savedSearches/backOff'
import { criteriaKeyOf, savedCriteriaOf } from '@/lib/savedSearches/criteria'
import { favouritesKeyOf } from '@/lib/savedSearches/favourites'
import { favouriteChanges, mergeSnapshot, newsSince } from '@/lib/savedSearches/snapshot'
import { confirmToken, manageSubject, manageToken, openSubject, openToken } from '@/lib/savedSearches/tokens'

const home = (id: string, price: number): ListingView => ({
  id,
  status: 'sale',
  address: `${id} Oak St`,
  city: 'Irvine',
  state: 'CA',
  price,
})
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute))

describe('news between runs', () => {
  it('the first fetch is the baseline; later, new homes and price changes of seen ones are news once', () => {
    const first = mergeSnapshot(null, [home('a', 100), home('b', 200)], 15, at(0))
    expect(newsSince(first, at(0).toISOString())).toEqual([])
    const second = mergeSnapshot(first, [home('c', 300), home('a', 90), home('b', 200)], 15, at(5))
    const news = newsSince(second, at(1).toISOString())
    expect(news.map((item) => [item.kind, item.home.id, item.previousPrice])).toEqual([
      ['new', 'c', undefined],
      ['price', 'a', 100],
    ])
    // A search that looked after that run has heard it all.
    expect(newsSince(second, at(5).toISOString())).toEqual([])
  })

  it('a home that leaves and comes back is not new again, and a home beyond the first page names its page', () => {
    const first = mergeSnapshot(null, [home('a', 100)], 15, at(0))
    const gone = mergeSnapshot(first, [], 15, at(5))
    expect(newsSince(gone, at(1).toISOString())).toEqual([])
    const back = mergeSnapshot(gone, [home('a', 100)], 15, at(10))
    expect(newsSince(back, at(6).toISOString())).toEqual([])
    const many = Array.from({ length: 20 }, (_, n) => home(`h${n}`, n))
    const paged = mergeSnapshot(mergeSnapshot(null, [], 15, at(0)), many, 15, at(5))
    expect(newsSince(paged, at(1).toISOString()).find((item) => item.home.id === 'h17')?.home.page).toBe(1)
  })

  it('favourites: a new price or status is news; an unknown home is not', () => {
    const current = [
      { ...home('a', 90), page: 0 },
      { ...home('b', 200), status: 'sold' as const, page: 0 },
      { ...home('c', 1), page: 0 },
    ]
    const changes = favouriteChanges({ a: { price: 100, status: 'sale' }, b: { price: 200, status: 'sale' } }, current)
    expect(changes.map((change) => [change.kind, change.home.id])).toEqual([
      ['price', 'a'],
      ['status', 'b'],
    ])
  })
})

describe('back-off', () => {
  it('moves to weekly after 5 alerts without a click, and stops a weekly one', () => {
    expect(backOffAfter(3, 'instant').kind).toBe('none')
    expect(backOffAfter(4, 'instant').kind).toBe('weekly')
    expect(backOffAfter(4, 'daily').kind).toBe('weekly')
    expect(backOffAfter(4, 'weekly').kind).toBe('stop')
    expect(nextCheckAfter('weekly', at(0)).getTime() - at(0).getTime()).toBe(7 * 24 * 3600_000)
    expect(nextCheckAfter('instant', at(0))).toEqual(at(0))
  })

  it('the alert that moves or stops the buyer says so, in their language', () => {
    const agent = { name: 'Kim', pageUrl: 'https://x.test/kim' }
    const base = { agent, criteria: null, frequency: 'instant' as const, items: [], manageUrl: 'https://m', unsubscribeUrl: 'https://u' }
    expect(alertEmail({ ...base, language: 'en', backOff: { kind: 'weekly' } }).text).toContain('once a week')
    expect(alertEmail({ ...base, language: 'ko', backOff: { kind: 'stop' } }).text).toContain('마지막 알림')
    expect(alertEmail({ ...base, language: 'ja', backOff: { kind: 'none' } }).text).not.toContain('最後の通知')
  })
})

describe("the buyer's links", () => {
  const secret = 'server-secret'

  it('a manage link names one agent and address, and expires', () => {
    const token = manageToken(secret, 7, 'a'.repeat(64), Date.UTC(2026, 0, 1))
    expect(manageSubject(secret, token)).toBeNull()
    const fresh = manageToken(secret, 7, 'a'.repeat(64))
    expect(manageSubject(secret, fresh)).toEqual({ realtorId: 7, emailHash: 'a'.repeat(64) })
    expect(manageSubject('another-secret', fresh)).toBeNull()
  })

  it("an open link leads only to a path on the agent's site", () => {
    expect(openSubject(secret, openToken(secret, 3, '/kim/listings/1'))).toEqual({ searchId: 3, path: '/kim/listings/1' })
    expect(openSubject(secret, openToken(secret, 3, '//evil.example/x'))).toBeNull()
    expect(openSubject(secret, openToken(secret, 3, 'https://evil.example/'))).toBeNull()
  })

  it('a new request gets a new confirmation token', () => {
    const seed = { realtorId: 1, emailHash: 'b'.repeat(64), criteriaKey: 'k', confirmBy: '2026-12-01T00:00:00.000Z' }
    expect(confirmToken(secret, seed)).not.toBe(confirmToken(secret, { ...seed, confirmBy: '2026-12-02T00:00:00.000Z' }))
  })
})

describe('one key per search', () => {
  it('the same search typed differently is the same key; the page does not matter', () => {
    const regions = [{ state: 'CA', city: 'Irvine' }]
    const a = savedCriteriaOf({ city: 'irvine', state: 'ca', type: 'sale' }, regions)
    const b = savedCriteriaOf({ city: 'Irvine', propertyType: 'single_family' }, regions)
    expect(criteriaKeyOf(a)).toBe(criteriaKeyOf(b))
    expect(criteriaKeyOf(a)).not.toBe(criteriaKeyOf(savedCriteriaOf({ city: 'Irvine', type: 'rent' }, regions)))
    expect(
      favouritesKeyOf([
        { id: '2', from: '' },
        { id: '1', from: 'x' },
      ]),
    ).toBe(
      favouritesKeyOf([
        { id: '1', from: '' },
        { id: '2', from: '' },
      ]),
    )
  })
})
