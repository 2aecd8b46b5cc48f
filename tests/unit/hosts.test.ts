/**
 * The Host header rule (src/lib/hosts.ts): a host name, an IPv4 or a bracketed
 * IPv6 address with an optional port, nothing else. The proxy's routing refuses
 * the rest (badHost) instead of putting it into the path it rewrites to.
 */
import { describe, expect, it } from 'vitest'

import { hostName, isValidHost, parseHomeHosts } from '@/lib/hosts'
import { expandIPv6, parseIPv4 } from '@/lib/network/ipLiterals'
import { routeRequest } from '@/lib/requestRouting'

const homeHosts = parseHomeHosts(undefined)

describe('a valid Host header', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'kim.localhost:3000',
    'Kim-Realty.COM',
    'xn--9n2bp8q.example',
    'docker_app:3000',
    'homes.example.',
    '127.0.0.1',
    '10.0.0.1:65535',
    '[::1]',
    '[::1]:3000',
    '[2001:db8::8a2e:370:7334]:443',
    '[::ffff:192.0.2.1]',
    `${'a'.repeat(63)}.example`,
  ])('%s is accepted', (value) => {
    expect(isValidHost(value)).toBe(true)
  })

  it.each([
    ['evil.example/../park', 'a path'],
    ['kim.localhost/..', 'a path'],
    ['..', 'dots alone'],
    ['a..b', 'an empty label'],
    ['.example', 'an empty label'],
    ['exa mple.com', 'a space'],
    ['evil.example%2F..%2Fpark', 'a percent sign'],
    ['user@kim.localhost', 'user information'],
    ['kim.localhost\\..\\park', 'a backslash'],
    ['-kim.example', 'a label starting with a hyphen'],
    [`${'a'.repeat(64)}.example`, 'a label of 64 characters'],
    [`${'a.'.repeat(127)}a`, 'over 253 characters'],
    ['kim.localhost:', 'an empty port'],
    ['kim.localhost:0', 'port 0'],
    ['kim.localhost:99999', 'a port past 65535'],
    ['kim.localhost:80:80', 'two ports'],
    ['kim.localhost:http', 'a port that is not a number'],
    ['999.1.1.1', 'an IPv4 address out of range'],
    ['1.2.3', 'a number that is no IPv4 address'],
    ['::1', 'IPv6 without brackets'],
    ['[::1', 'an open bracket'],
    ['[fe80::1%eth0]', 'a zone id'],
    ['[1::2::3]', 'two ::'],
    ['[12345::]', 'a group of five digits'],
    ['[kim.localhost]', 'a name in brackets'],
    ['한국.example', 'raw Unicode (browsers send punycode)'],
    ['', 'nothing'],
    [null, 'no header'],
  ] as [string | null, string][])('%s is refused (%s)', (value) => {
    expect(isValidHost(value)).toBe(false)
  })
})

describe('hostName', () => {
  it('keeps the name of a valid header: lower case, no port, no final dot, brackets kept', () => {
    expect(hostName('Kim.Localhost:3000')).toBe('kim.localhost')
    expect(hostName('homes.example.:443')).toBe('homes.example')
    expect(hostName('[::1]:3000')).toBe('[::1]')
  })

  it('answers nothing for a header that is not a host, so no caller can build a path from it', () => {
    expect(hostName('evil.example/../park')).toBe('')
    expect(hostName('[::1]/x')).toBe('')
  })
})

describe('routing a request by an invalid Host', () => {
  it.each(['evil.example/../park', 'evil.example/..%2Fpark', 'kim.localhost/../~park.localhost', ''])(
    '%s is a bad host, never a rewrite',
    (host) => {
      expect(routeRequest({ host, pathname: '/en', acceptLanguage: null, homeHosts })).toEqual({ kind: 'badHost' })
    },
  )

  it('a valid agent host is still rewritten to its own site', () => {
    expect(routeRequest({ host: 'kim.localhost:3000', pathname: '/en', acceptLanguage: null, homeHosts })).toMatchObject({
      kind: 'rewrite',
      path: '/en/~kim.localhost',
    })
  })
})

describe('IP literals', () => {
  it('reads IPv4 in plain decimal only', () => {
    expect(parseIPv4('192.0.2.1')).toEqual([192, 0, 2, 1])
    expect(parseIPv4('192.0.2.01')).toBeNull()
    expect(parseIPv4('256.0.0.1')).toBeNull()
  })

  it('expands IPv6: ::, an IPv4 tail, upper case', () => {
    expect(expandIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1])
    expect(expandIPv6('2001:DB8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])
    expect(expandIPv6('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201])
    expect(expandIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(expandIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })

  it.each(['1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', '1.2.3.4::', '::1.2.3.4.5', 'g::1', '1:2:3:4:5:6:7::8'])(
    '%s is no IPv6 address',
    (value) => {
      expect(expandIPv6(value)).toBeNull()
    },
  )
})
