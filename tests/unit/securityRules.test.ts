/** The framework-free security rules: link targets, file names, passwords, the page CSP. */
import { describe, expect, it } from 'vitest'

import { isSafeHref, unsafeLinks } from '@/lib/richText/safeLinks'
import { contentSecurityPolicy, createNonce } from '@/lib/security/contentSecurityPolicy'
import { safeFileName } from '@/lib/uploads/safeFileName'
import { checkPassword } from '@/lib/validation/password'

describe('link targets', () => {
  it.each(['https://example.com/a?b=c', 'http://x.test', 'mailto:kim@example.com', 'tel:+1-949-555-0101', '/terms', '#ko'])(
    'allows %s',
    (url) => expect(isSafeHref(url)).toBe(true),
  )
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example/x',
    '',
    'ftp://x',
  ])('refuses %j', (url) => expect(isSafeHref(url)).toBe(false))
  it('finds unsafe links anywhere in an editor state, ignoring internal links', () => {
    const state = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'link', fields: { url: 'https://ok.example' }, children: [] }] },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'autolink', fields: { url: 'javascript:alert(1)' }, children: [] }] }],
          },
          { type: 'link', fields: { linkType: 'internal', doc: { value: 1 } }, children: [] },
        ],
      },
    }
    expect(unsafeLinks(state)).toEqual(['javascript:alert(1)'])
    expect(unsafeLinks(null)).toEqual([])
  })
})

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['<img src=x onerror=alert(1)>.PNG', 'img-src-x-onerror-alert-1.png'],
    ['집 사진 1.jpg', '집-사진-1.jpg'],
    ['..png', 'image.png'],
    ['C:\\Users\\kim\\photo.jpeg', 'photo.jpeg'],
  ])('%j becomes %j', (name, expected) => expect(safeFileName(name)).toBe(expected))
})

describe('passwords', () => {
  it('asks for 12 characters with letters and something else', () => {
    expect(checkPassword('short-1')).toBe('passwordLength')
    expect(checkPassword('abcdefghijklmnop')).toBe('passwordVariety')
    expect(checkPassword('1234567890123')).toBe('passwordVariety')
    expect(checkPassword('correct horse battery')).toBeNull()
    expect(checkPassword('집에가고싶다-2026년')).toBeNull()
  })
})

describe('page Content-Security-Policy', () => {
  it('runs only scripts with the nonce, never inline handlers or eval in production', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', area: 'site' })
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toContain("'nonce-abc123'")
    expect(scriptSrc).toContain("'strict-dynamic'")
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })
  it('lets the admin frame itself, and development builds eval', () => {
    expect(contentSecurityPolicy({ nonce: 'n', area: 'admin' })).toContain("frame-ancestors 'self'")
    // The admin's live preview: framed by the admin only, and otherwise a page like the public ones.
    const preview = contentSecurityPolicy({ nonce: 'n', area: 'preview' })
    expect(preview).toContain("frame-ancestors 'self'")
    expect(preview).toContain('frame-src https://www.youtube-nocookie.com')
    expect(contentSecurityPolicy({ nonce: 'n', area: 'site', development: true })).toContain("'unsafe-eval'")
  })
  it('public pages without a nonce: same-origin files and hashes only (tests/unit/scriptHashes.test.ts)', () => {
    const scriptSrc = contentSecurityPolicy({ area: 'site' })
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|nonce-/)
  })
  it('makes a different nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
  })
})
