import { describe, expect, it } from 'vitest'

import { addressTag, domainTag, realtorChangeTags, siteSegmentTag, SHOWCASE_TAG } from '@/lib/cache/cacheTags'

describe('cache tags per realtor', () => {
  it('a lookup by address and by domain carries the tag a change of that realtor expires', () => {
    expect(siteSegmentTag('Kim')).toBe(addressTag('kim'))
    expect(siteSegmentTag('~kim.example.com')).toBe(domainTag('kim.example.com'))
    const tags = realtorChangeTags({ id: 1, desiredUrl: 'kim', customDomain: 'kim.example.com' })
    expect(tags).toContain(siteSegmentTag('kim'))
    expect(tags).toContain(siteSegmentTag('~kim.example.com'))
    expect(tags).toContain(SHOWCASE_TAG)
  })

  it("saving one agent never expires another agent's address", () => {
    const tags = realtorChangeTags({ id: 1, desiredUrl: 'kim' }, { id: 1, desiredUrl: 'kim' })
    expect(tags).not.toContain(siteSegmentTag('park'))
    expect(tags).not.toContain('realtors')
  })

  it('a rename or new domain expires the old and the new address (the new one may be a cached 404)', () => {
    const tags = realtorChangeTags(
      { id: 1, desiredUrl: 'kim-homes', customDomain: 'new.example.com' },
      { id: 1, desiredUrl: 'kim', customDomain: 'old.example.com' },
    )
    for (const segment of ['kim', 'kim-homes', '~old.example.com', '~new.example.com']) {
      expect(tags).toContain(siteSegmentTag(segment))
    }
  })
})
