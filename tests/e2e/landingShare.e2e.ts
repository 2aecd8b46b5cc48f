/**
 * What KakaoTalk, Facebook and X read from the platform's own pages: Open Graph and Twitter
 * card tags in the page's language, from the landing global's share group (seeded by runtime/seed/site.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { shareCopy } from '../../runtime/seed/site'

const locales = [
  { prefix: '', code: 'ko', og: 'ko_KR' },
  { prefix: '/en', code: 'en', og: 'en_US' },
  { prefix: '/ja-JP', code: 'ja', og: 'ja_JP' },
] as const

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Every <meta property|name=… content=…> of the page's head, by key (repeated keys in order). */
async function metaTags(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const tags = new Map<string, string[]>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /content="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)])
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const one = (key: string) => tags.get(key)?.[0]
  return { tags, one, canonical }
}

for (const locale of locales) {
  test(`landing ${locale.prefix || '/'} has its share card in ${locale.code}`, async ({ request, baseURL }) => {
    const { tags, one, canonical } = await metaTags(request, locale.prefix || '/')
    const copy = shareCopy[locale.code]
    expect(one('og:title')).toBe(copy.title)
    expect(one('og:description')).toBe(copy.description)
    expect(one('og:site_name')).toBe(copy.siteName)
    expect(one('og:type')).toBe('website')
    expect(one('og:locale')).toBe(locale.og)
    expect(tags.get('og:locale:alternate')?.sort()).toEqual(
      locales
        .filter((l) => l !== locale)
        .map((l) => l.og)
        .sort(),
    )
    expect(canonical).toBe(`${baseURL}${locale.prefix || '/'}`)
    expect(one('og:url')).toBe(canonical)
    expect(one('og:image:alt')).toBe(copy.imageAlt)
    expect(Number(one('og:image:width'))).toBe(1200)
    expect(Number(one('og:image:height'))).toBe(630)
    expect(one('twitter:card')).toBe('summary_large_image')
    expect(one('twitter:title')).toBe(copy.title)
    expect(one('twitter:description')).toBe(copy.description)
    expect(one('twitter:image:alt')).toBe(copy.imageAlt)
    const image = one('og:image')!
    expect(image).toMatch(/^https?:\/\//)
    expect(one('twitter:image')).toBe(image)
    const picture = await request.get(image)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
  })
}

for (const [path, code, og, title] of [
  ['/terms', 'ko', 'ko_KR', '이용약관'],
  ['/en/terms/privacy', 'en', 'en_US', 'Privacy policy'],
  ['/ja-JP/agreement', 'ja', 'ja_JP', 'サービス契約'],
  ['/en/login', 'en', 'en_US', null],
] as const) {
  test(`platform page ${path} carries a share card in its language`, async ({ request, baseURL }) => {
    const { tags, one, canonical } = await metaTags(request, path)
    const copy = shareCopy[code]
    if (title) expect(one('og:title')).toBe(title)
    else expect(one('og:title')).toBeTruthy()
    expect(one('og:locale')).toBe(og)
    expect(tags.get('og:locale:alternate')).toHaveLength(2)
    expect(one('og:site_name')).toBe(copy.siteName)
    expect(canonical).toBe(`${baseURL}${path}`)
    expect(one('og:url')).toBe(canonical)
    expect(one('og:description')).toBeTruthy()
    expect(one('og:image')).toMatch(/^https?:\/\//)
    expect(one('og:image:alt')).toBe(copy.imageAlt)
    expect(one('og:image:width')).toBe('1200')
    expect(one('twitter:card')).toBe('summary_large_image')
  })
}
