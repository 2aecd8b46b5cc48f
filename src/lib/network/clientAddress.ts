/**
 * Which address a request comes from, for rate limits. The socket's peer is
 * the only address nobody can forge; X-Forwarded-For hops are believed only as
 * far as TRUSTED_PROXIES says (docs/configuration.md, SECURITY.md 'Behind a proxy or load balancer'):
 *
 * - unset, empty or `0`: the socket's address; X-Forwarded-For is ignored.
 * - a count `N`: N proxies of ours stand in front (a load balancer is 1); the
 *   address N hops back from the socket is the client's.
 * - a list of addresses or CIDR ranges (`10.0.0.0/8, 192.168.1.7`): hops from
 *   those addresses are ours; the nearest hop not in the list is the client.
 *
 * Hops further left than that were written by the client and count for nothing.
 */
import { BlockList, isIP } from 'node:net'

export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'ranges'; list: BlockList; text: string }

export class TrustedProxiesError extends Error {}

/** Parses TRUSTED_PROXIES; a value it cannot read stops the server rather than trusting the wrong hop. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim()
  if (text === '' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const count = Number(text)
    if (count > 32) throw new TrustedProxiesError(`TRUSTED_PROXIES=${text}: at most 32 hops`)
    return { kind: 'hops', count }
  }
  const list = new BlockList()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (!family || extra !== undefined || !/^\d+$/.test(String(bits)) || bits < 0 || bits > maxBits) {
      throw new TrustedProxiesError(
        `TRUSTED_PROXIES: "${entry}" is neither a hop count nor an address or CIDR range (e.g. 1, or 10.0.0.0/8, fd00::/8)`,
      )
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { kind: 'ranges', list, text }
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`; anything that is not an address as null. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null
  let address = value.trim()
  // Hops may carry brackets or a port ("[::1]:443", "1.2.3.4:5678"); the address is what counts.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address)
  if (mapped) address = mapped[1]
  return isIP(address) ? address.toLowerCase() : null
}

function isTrusted(address: string, trusted: TrustedProxies): boolean {
  if (trusted.kind !== 'ranges') return false
  return trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address, from the socket's peer and the X-Forwarded-For header(s) as received.
 * Always an IP address (or 'unknown' when even the socket has none), never text a client chose.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const peer = normalizeAddress(socketAddress) ?? 'unknown'
  if (trusted.kind === 'none' || peer === 'unknown') return peer
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  // Nearest first: the socket's peer, then the hops it says it saw, right to left.
  const hops = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse()
  const chain = [peer, ...hops]
  if (trusted.kind === 'hops') {
    // Fewer hops than proxies: the leftmost one is as far back as anyone can tell.
    const index = Math.min(trusted.count, chain.length - 1)
    return firstAddressAtOrBefore(chain, index)
  }
  let index = 0
  while (index < chain.length - 1) {
    const current = normalizeAddress(chain[index])
    if (current === null || !isTrusted(current, trusted)) break
    index++
  }
  return firstAddressAtOrBefore(chain, index)
}

/** chain[index] when it is an address; else the nearest address closer to us (one of our proxies wrote it). */
function firstAddressAtOrBefore(chain: string[], index: number): string {
  for (let i = index; i >= 0; i--) {
    const address = normalizeAddress(chain[i])
    if (address) return address
  }
  return 'unknown'
}
