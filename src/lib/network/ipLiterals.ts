/**
 * IP address literals read by hand, without node:net: the proxy (src/proxy.ts)
 * and the rate limits share these rules, and both must agree on what an
 * address is whatever runtime they run in.
 */

/** `a.b.c.d` with every part 0-255 in plain decimal (no leading zeros, which some parsers read as octal). */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN))
  return bytes.every((byte) => byte <= 255) ? bytes : null
}

/**
 * The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail such
 * as `::ffff:1.2.3.4` read as its two groups), or null when it is not one. Zone
 * ids (`fe80::1%eth0`) are not addresses of the public internet: null.
 */
export function expandIPv6(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groupsOf(halves[0])
  const tail = halves.length === 2 ? groupsOf(halves[1]) : []
  const written = halves.length === 2 ? [...head, ...tail] : head
  // An IPv4 tail is only allowed as the very last part of the address.
  const last = written[written.length - 1]
  const ipv4Last = last !== undefined && last.includes('.') && (halves.length === 1 || tail.length > 0)
  const ipv4 = ipv4Last ? parseIPv4(last) : null
  if (ipv4Last && !ipv4) return null
  const hex = ipv4 ? written.slice(0, -1) : written
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  const fromIPv4 = ipv4 ? [(ipv4[0] << 8) | ipv4[1], (ipv4[2] << 8) | ipv4[3]] : []
  const count = hex.length + fromIPv4.length
  const values = hex.map((group) => parseInt(group, 16))
  if (halves.length === 1) return count === 8 ? [...values, ...fromIPv4] : null
  if (count > 7) return null
  const headValues = values.slice(0, head.length)
  const tailValues = [...values.slice(head.length), ...fromIPv4]
  return [...headValues, ...new Array<number>(8 - count).fill(0), ...tailValues]
}
