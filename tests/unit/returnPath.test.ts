/**
 * The one return-path rule (src/lib/returnPath.ts) against known open-redirect bypasses:
 * each of these is a path a browser turns into another site, or a step away from one.
 * tests/e2e/returnPath.e2e.ts has Chromium decide where signing in actually lands.
 */
import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '@/lib/returnPath'

import { RETURN_PATH_BYPASSES } from '../harness/returnPathBypasses'

describe('safeReturnPath', () => {
  it.each(RETURN_PATH_BYPASSES.map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it('refuses what is not a string at all (?next=a&next=b, no parameter)', () => {
    expect(safeReturnPath(null)).toBeNull()
    expect(safeReturnPath(undefined)).toBeNull()
    expect(safeReturnPath(['/a', '/b'] as unknown as string)).toBeNull()
  })

  it.each([
    ['/en/process', '/en/process'],
    ['/kim/probiz', '/kim/probiz'],
    ['/ja-JP/kim/terms?tab=1#ko', '/ja-JP/kim/terms?tab=1#ko'],
    ['/%ED%95%9C', '/%ED%95%9C'],
    ['/a/./b/../c', '/a/c'],
    ['/', '/'],
  ])('keeps the same-site path %s (as the browser would read it)', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})
