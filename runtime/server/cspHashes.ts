/**
 * The cacheable Content-Security-Policy of public pages. A public page's HTML comes from Next's
 * cache, so it cannot carry a per-request nonce; its policy names the SHA-256 of each inline script
 * instead. Next's proxy (src/proxy.ts) never sees the rendered HTML, so this server does: a response
 * whose policy holds SCRIPT_HASHES_PLACEHOLDER is buffered, its inline scripts that are ours are
 * hashed (src/lib/security/scriptHashes.ts), and the placeholder is replaced.
 *
 * Computed once per cached version: the policy is memoised by a hash of the policy template and
 * the body, so a cache hit costs one SHA-256 over the page and a map lookup. Responses without the
 * placeholder (the admin and live preview with their nonce, files, the API) pass through untouched.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { pageScripts, policyWithHashes, SCRIPT_HASHES_PLACEHOLDER } from '../../src/lib/security/scriptHashes'
import { decodedBody, interceptResponse } from './responseInterceptor'
import { VersionMemo } from './versionMemo'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export { VersionMemo }

export function withHashedPolicy(
  handler: Handler,
  {
    knownScripts,
    memo = new VersionMemo(),
    log = console.warn,
  }: { knownScripts: ReadonlySet<string>; memo?: VersionMemo; log?: (line: string) => void },
): Handler {
  const reported = new Set<string>()
  return (request, response) => {
    interceptResponse(
      response,
      () => {
        const policy = response.getHeader('content-security-policy')
        return typeof policy === 'string' && policy.includes(SCRIPT_HASHES_PLACEHOLDER) ? 'hold' : 'pass'
      },
      (body) => fillPolicy(request, response, decodedBody(response, body)),
      'csp',
    )
    handler(request, response)
  }

  function fillPolicy(request: IncomingMessage, response: ServerResponse, body: Buffer): Buffer {
    const template = String(response.getHeader('content-security-policy'))
    if (response.statusCode === 304) {
      // The browser keeps the policy it stored with the body this 304 confirms.
      response.removeHeader('content-security-policy')
      return body
    }
    if (body.length === 0) {
      response.setHeader('content-security-policy', policyWithHashes(template, []))
      return body
    }
    // RSC payloads of client-side navigations come this way too: no script to hash.
    const html = /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))
    const key = createHash('sha256').update(template).update('\0').update(body).digest('base64')
    let version = memo.get(key)
    if (!version) {
      const { hashes, unknown } = html ? pageScripts(body.toString('utf8'), knownScripts) : { hashes: [], unknown: [] }
      const policy = policyWithHashes(template, hashes)
      version = { policy, bytes: policy.length + 100 }
      memo.set(key, version)
      const path = (request.url ?? '/').split('?')[0]!
      if (unknown.length && !reported.has(path)) {
        reported.add(path)
        log(`[csp] ${unknown.length} inline script(s) of ${path} are not ours and stay blocked: ${JSON.stringify(unknown[0])}`)
      }
    }
    // Never a page without its policy: if this throws, the placeholder alone lets no inline script run.
    response.setHeader('content-security-policy', version.policy)
    return body
  }
}
