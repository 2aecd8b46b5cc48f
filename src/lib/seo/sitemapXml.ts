/**
 * The sitemaps.org formats (https://www.sitemaps.org/protocol.html): a urlset of pages, each
 * with its language alternates (Google's xhtml:link hreflang), and a sitemap index naming child
 * sitemaps. Pure: the readers in src/utilities/site/sitemaps/ decide what is listed.
 */
import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** The protocol's limits for one sitemap file (uncompressed), and for one index. */
export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024

export type SitemapUrl = { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] }
export type SitemapRef = { loc: string; lastmod: string | null }

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One page in every locale: an entry per locale, each naming all of them and x-default (Korean,
 * the unprefixed default), as the pages' own <link rel="alternate"> do (src/utilities/site/metadata.ts).
 * `path` is the unprefixed public path, e.g. '/' or '/kim/homes'.
 */
export function localizedUrls(origin: string, path: string, lastmod: string | null): SitemapUrl[] {
  const url = (code: Locale) => `${origin}${localizedPath(code, path)}`
  const alternates = [...locales.map((l) => ({ hreflang: l.htmlLang, href: url(l.code) })), { hreflang: 'x-default', href: url('ko') }]
  return locales.map((l) => ({ loc: url(l.code), lastmod, alternates }))
}

/** The latest of some timestamps (ISO strings), or null when there is none. */
export function newest(dates: readonly (string | null | undefined)[]): string | null {
  let latest: string | null = null
  for (const date of dates) if (date && (!latest || Date.parse(date) > Date.parse(latest))) latest = date
  return latest
}

const lastmodTag = (lastmod: string | null) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '')

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const links = url.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    return `  <url><loc>${escapeXml(url.loc)}</loc>${lastmodTag(url.lastmod)}${links.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

export function sitemapIndexXml(refs: readonly SitemapRef[]): string {
  const entries = refs.map((ref) => `  <sitemap><loc>${escapeXml(ref.loc)}</loc>${lastmodTag(ref.lastmod)}</sitemap>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n')
}
