/**
 * The part of a client address a rate limit counts. An IPv4 address is one
 * subscriber (or one NAT); an IPv6 subscriber is given a /64 at least (often a
 * /56 or /48) and may use any of its 2^64 addresses, so counting each address
 * would give them a fresh bucket for every request. IPv6 therefore counts per
 * /64, written in one canonical form however the address was spelled (`::`,
 * leading zeros, case); an IPv4-mapped address (`::ffff:198.51.100.7`, what a
 * dual-stack socket reports) counts as its IPv4 address, exactly.
 * A subject that is not an address (`user:42`) is kept as it is.
 */
import { expandIPv6, parseIPv4 } from './ipLiterals'

export function rateLimitSubject(subject: string): string {
  const ipv4 = parseIPv4(subject)
  if (ipv4) return ipv4.join('.')
  // A zone (`fe80::1%eth0`) names the server's own interface, not the client.
  const groups = expandIPv6(subject.replace(/^\[(.*)\]$/, '$1').split('%')[0])
  if (!groups) return subject
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
