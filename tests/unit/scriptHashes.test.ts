/** Which inline scripts of a rendered public page its cacheable policy allows (src/lib/security/scriptHashes.ts). */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/lib/security/contentSecurityPolicy'
import { headerScrollScript, knownInlineScripts } from '@/lib/inlineScripts'
import { pageScripts, policyWithHashes, SCRIPT_HASHES_PLACEHOLDER } from '@/lib/security/scriptHashes'

const known = new Set(knownInlineScripts)
const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const flight = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'

describe('pageScripts', () => {
  it("hashes Next's RSC data and our own scripts, as the browser hashes them", () => {
    const html = `<html><head><script>${knownInlineScripts[0]}</script><script src="/_next/static/a.js" async=""></script></head>
<body><p><span></span><script>${headerScrollScript}</script></p><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${flight}</script><script id="_R_">${turbopack}</script></body></html>`
    const { hashes, unknown } = pageScripts(html, known)
    expect(unknown).toEqual([])
    expect(hashes.sort()).toEqual(
      [knownInlineScripts[0]!, headerScrollScript, '(self.__next_f=self.__next_f||[]).push([0])', flight, turbopack].map(source).sort(),
    )
  })

  it('gives an injected script no hash, whatever it looks like', () => {
    const injected = [
      'alert(document.cookie)',
      'self.__next_f.push([1]);alert(1)',
      'self.__next_f.push([1,alert(1)])',
      `${headerScrollScript};alert(1)`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)});',
    ]
    const html =
      injected.map((text) => `<script>${text}</script>`).join('') + `<script type="text/javascript" id='x' data-a=">">alert(2)</script>`
    const { hashes, unknown } = pageScripts(html, known)
    expect(hashes).toEqual([])
    expect(unknown).toHaveLength(6)
  })

  it('skips script files and data blocks, and normalises newlines like the HTML parser', () => {
    const html = `<script type="application/ld+json">{"a":1}</script><SCRIPT src=/x.js></SCRIPT><script>self.__next_f.push([1,\r\n2])</script>`
    expect(pageScripts(html, known)).toEqual({ hashes: [source('self.__next_f.push([1,\n2])')], unknown: [] })
  })
})

describe('the cacheable public-page policy', () => {
  it('names same-origin script files and the placeholder only: no nonce, no strict-dynamic, nothing unsafe', () => {
    const policy = contentSecurityPolicy({ area: 'site' })
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toBe(`script-src 'self' ${SCRIPT_HASHES_PLACEHOLDER} https://www.googletagmanager.com https://*.google-analytics.com`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policyWithHashes(policy, ["'sha256-a'", "'sha256-b'"])).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://")
    // No hash: the placeholder goes and no inline script is allowed.
    expect(policyWithHashes(policy, [])).toContain("script-src 'self' https://www.googletagmanager.com")
  })
})
