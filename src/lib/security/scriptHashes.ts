/**
 * The CSP hash sources of a rendered HTML page, for public pages whose HTML is cached and so cannot
 * carry a per-request nonce (the Node server around Next applies them: runtime/server/cspHashes.ts).
 *
 * Hashing every inline script of the output would also allow a script an attacker managed to inject
 * into the page (stored HTML injection): the policy would protect nothing. So only scripts we know
 * are hashed:
 * - Next's streamed RSC payload, `self.__next_f.push(<JSON>)`, and Turbopack's bootstrap,
 *   `(globalThis["TURBOPACK"] || …).push(<JSON>)` (which same-origin chunks to start): the argument
 *   must parse as JSON, so the script only pushes data into an array, never runs code of its own;
 * - code known when the server starts (our chunk-reload guard, React's and Next's fixed runtime
 *   snippets), matched by exact text.
 * Any other inline script gets no hash and the browser blocks it (the server logs it once).
 * Framework-free.
 */
import { createHash } from 'node:crypto'

import { SCRIPT_HASHES_PLACEHOLDER } from './contentSecurityPolicy'

export { SCRIPT_HASHES_PLACEHOLDER }

// A start tag's attributes may hold quoted '>' characters; script text ends at the first '</script'
// (case-insensitive), exactly where the HTML parser ends it (React escapes '</script' inside).
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script/gi
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
// Data blocks (JSON-LD, JSON) never run: the policy needs no hash for them.
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript'])
const DATA_PUSHES = [
  /^self\.__next_f\.push\((\[[\s\S]*\])\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/,
]
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'

export type PageScripts = {
  /** 'sha256-…' sources of the scripts allowed to run */
  hashes: string[]
  /** inline scripts of the page that are none of ours (blocked); their first characters, for a log line */
  unknown: string[]
}

export function pageScripts(html: string, knownScripts: ReadonlySet<string>): PageScripts {
  const hashes = new Set<string>()
  const unknown: string[] = []
  for (const [, attributeText, content] of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(attributeText ?? '')
    if (attributes.has('src')) continue
    if (!JAVASCRIPT_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())) continue
    // The browser hashes the element's text after the parser's newline normalisation.
    const text = (content ?? '').replace(/\r\n?/g, '\n')
    if (isKnownScript(text, knownScripts)) hashes.add(sha256Source(text))
    else unknown.push(text.slice(0, 60))
  }
  return { hashes: [...hashes], unknown }
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The policy with the placeholder replaced by the page's hashes (none: no inline script may run). */
export function policyWithHashes(policy: string, hashes: string[]): string {
  return policy.replace(SCRIPT_HASHES_PLACEHOLDER, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';')
}

function isKnownScript(text: string, knownScripts: ReadonlySet<string>): boolean {
  if (knownScripts.has(text) || text === FLIGHT_START) return true
  const data = DATA_PUSHES.map((pattern) => pattern.exec(text)?.[1]).find(Boolean)
  if (!data) return false
  try {
    JSON.parse(data)
    return true
  } catch {
    return false
  }
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '')
  }
  return attributes
}
