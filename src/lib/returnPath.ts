/**
 * The one rule for return paths (`?next=` of the login pages, and every redirect built
 * from a visitor's path): followed only when it is a path on this site as a browser will
 * read it, else null (the caller falls back to its own page).
 *
 * Browsers quietly remove tabs and newlines anywhere in a URL, strip leading control
 * characters and spaces, and read `\` as `/`: so `/\t/evil.example` and `/\evil.example`
 * become `//evil.example`, another site. Rather than guess every such rewrite, only
 * printable ASCII without backslashes is accepted (anything else must be percent-encoded,
 * as a browser sends it anyway), no encoded slash, backslash or control character either
 * (a server or proxy that decodes once would see `//`), and the result must still be on
 * this origin when parsed as a URL, the way the browser will.
 */
const MAX_LENGTH = 2048
const PROBE_ORIGIN = 'http://return-path.invalid'

export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  // Printable ASCII only: no control characters, spaces, tabs, newlines, DEL or non-ASCII.
  if (!/^[\x21-\x7e]+$/.test(value)) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // Encoded '/', '\', '.', '%' and control characters: decoded once by anyone, they could make a scheme-relative URL.
  if (/%(2f|5c|2e|25|[01][0-9a-f]|7f)/i.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  // The browser's own reading, so what we hand on is what it would have done.
  const normalized = `${url.pathname}${url.search}${url.hash}`
  return normalized.startsWith('//') ? null : normalized
}
