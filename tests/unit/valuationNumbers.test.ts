import { describe, expect, it } from 'vitest'

import { valuationSchema } from '@/lib/valuation/valuationSchema'

const home = {
  realtorId: 1,
  street: '18 Sandpiper Lane',
  city: 'Irvine',
  state: 'CA',
  zipcode: '92618',
  propertyType: 'single_family',
  beds: '3',
  baths: '2',
  livingArea: '1,800',
  lastName: 'Park',
  firstName: 'Minji',
  email: 'owner@example.com',
  phoneCountryCode: 'US',
  phone: '949-555-0188',
  isTerm: true,
}

const messagesOf = (field: string, value: unknown) =>
  (valuationSchema.safeParse({ ...home, [field]: value }).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message)

describe('the valuation form’s number fields', () => {
  it('say "number" for letters and "required" for nothing, never one for the other', () => {
    expect(messagesOf('livingArea', 'abc')).toEqual(['number'])
    expect(messagesOf('beds', 'three')).toEqual(['number'])
    expect(messagesOf('livingArea', '')).toEqual(['required'])
    expect(messagesOf('livingArea', '  ')).toEqual(['required'])
    expect(messagesOf('yearBuilt', 'old')).toEqual(['number'])
    expect(messagesOf('yearBuilt', '')).toEqual([])
  })

  it('read "1,800" as 1800 and refuse an area out of range with its own message', () => {
    expect(valuationSchema.parse(home).livingArea).toBe(1800)
    expect(messagesOf('livingArea', '0')).toEqual(['livingArea'])
    expect(messagesOf('livingArea', '1000000')).toEqual(['livingArea'])
  })
})
