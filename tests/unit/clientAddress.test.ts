/**
 * The client address for rate limits (src/lib/network/clientAddress.ts): the socket's
 * address unless TRUSTED_PROXIES says how many forwarded hops, or which proxies, to believe;
 * and what of it a limit counts (src/lib/network/rateLimitSubject.ts): IPv4 exactly, IPv6 per /64.
 */
import { describe, expect, it } from 'vitest'

import { normalizeAddress, parseTrustedProxies, resolveClientAddress, TrustedProxiesError } from '@/lib/network/clientAddress'
import { rateLimitSubject } from '@/lib/network/rateLimitSubject'

const resolve = (socket: string, forwardedFor: string | undefined, trusted: string | undefined) =>
  resolveClientAddress(socket, forwardedFor, parseTrustedProxies(trusted))

describe('without TRUSTED_PROXIES', () => {
  it('uses the socket and ignores whatever X-Forwarded-For the client sends', () => {
    expect(resolve('203.0.113.9', undefined, undefined)).toBe('203.0.113.9')
    expect(resolve('203.0.113.9', '1.2.3.4', undefined)).toBe('203.0.113.9')
    expect(resolve('203.0.113.9', '1.2.3.4, 5.6.7.8', '0')).toBe('203.0.113.9')
    expect(resolve('::ffff:203.0.113.9', 'x'.repeat(10_000), '')).toBe('203.0.113.9')
  })
})

describe('a hop count', () => {
  it('believes exactly that many proxies: the hop they saw is the client', () => {
    // A load balancer at 10.0.0.2 appended what it saw.
    expect(resolve('10.0.0.2', '198.51.100.7', '1')).toBe('198.51.100.7')
    // The client prepended a lie: the balancer's hop is still the last one.
    expect(resolve('10.0.0.2', '1.1.1.1, 198.51.100.7', '1')).toBe('198.51.100.7')
    expect(resolve('10.0.0.3', '1.1.1.1, 198.51.100.7, 10.0.0.2', '2')).toBe('198.51.100.7')
  })
  it('takes the furthest hop there is when fewer came, and never a value that is not an address', () => {
    expect(resolve('10.0.0.2', undefined, '1')).toBe('10.0.0.2')
    expect(resolve('10.0.0.3', '198.51.100.7', '3')).toBe('198.51.100.7')
    expect(resolve('10.0.0.2', 'not-an-address', '1')).toBe('10.0.0.2')
    expect(resolve('10.0.0.2', `${'9'.repeat(5000)}`, '1')).toBe('10.0.0.2')
  })
})

describe('a list of proxies', () => {
  it('skips our own proxies from the right and stops at the first address that is not one', () => {
    const trusted = '10.0.0.0/8, 192.168.1.7, fd00::/8'
    expect(resolve('10.1.2.3', '1.1.1.1, 198.51.100.7, 10.0.0.9', trusted)).toBe('198.51.100.7')
    expect(resolve('192.168.1.7', '2001:db8::1', trusted)).toBe('2001:db8::1')
    expect(resolve('fd00::1', '[2001:db8::2]:443', trusted)).toBe('2001:db8::2')
  })
  it('does not believe the header from a peer that is not one of them', () => {
    expect(resolve('203.0.113.9', '198.51.100.7', '10.0.0.0/8')).toBe('203.0.113.9')
  })
  it('falls back to the last trusted hop when the next one is not an address', () => {
    expect(resolve('10.0.0.2', 'garbage, 10.0.0.1', '10.0.0.0/8')).toBe('10.0.0.1')
  })
})

describe('configuration', () => {
  it('refuses a value it cannot read rather than trusting the wrong hop', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'example.com', '-1', '100']) {
      expect(() => parseTrustedProxies(bad)).toThrow(TrustedProxiesError)
    }
  })
  it('normalizes addresses: IPv4 on a dual-stack socket, ports, brackets, case', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeAddress('1.2.3.4:5678')).toBe('1.2.3.4')
    expect(normalizeAddress('[2001:DB8::1]:80')).toBe('2001:db8::1')
    expect(normalizeAddress('1.2.3.4.5')).toBeNull()
    expect(normalizeAddress(undefined)).toBeNull()
  })
})

describe('what a rate limit counts', () => {
  it('an IPv4 address exactly', () => {
    expect(rateLimitSubject('198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitSubject('198.51.100.8')).toBe('198.51.100.8')
  })

  it('an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitSubject('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitSubject('::FFFF:c633:6407')).toBe('198.51.100.7')
  })

  it('an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:a::b',
      '[2001:db8:1:2::7]',
    ]) {
      expect(rateLimitSubject(address), address).toBe(bucket)
    }
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps what is not an address as it is (user ids, unreadable headers)', () => {
    expect(rateLimitSubject('user:42')).toBe('user:42')
    expect(rateLimitSubject('unknown')).toBe('unknown')
    expect(rateLimitSubject('2001:db8::1::2')).toBe('2001:db8::1::2')
  })
})
