/**
 * sitemap.xml and robots.txt per host: the platform lists the landing page and every published
 * agent; an agent's domain lists its pages. Every URL is built from a configured origin
 * (PUBLIC_URL, or a published agent's saved custom domain): the request's Host only chooses
 * which one, and is never echoed.
 */
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { hostName, isHomeHost, parseHomeHosts } from '@/lib/hosts'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { getPayload } from '../payload'
import type { Payload, Where } from 'payload'
import { listingsApiUrl } from '@/integrations/listings/settings'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The configured origin the Host names: the platform's, a published agent's domain, or null for neither. */
export async function siteOriginFor(hostHeader: string | null): Promise<{ origin: string; platform: boolean } | null> {
  if (isHomeHost(hostHeader, parseHomeHosts(process.env.HOME_HOSTS))) return { origin: platformOrigin(), platform: true }
  const domain = hostName(hostHeader)
  if (!domain) return null
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { and: [{ customDomain: { equals: domain } }, { _status: { equals: 'published' } }] },
    select: { customDomain: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const saved = docs[0]?.customDomain
  // The saved value, not the header: the header only matched it.
  return saved ? { origin: customDomainOrigin(saved), platform: false } : null
}

export async function sitemapUrls(hostHeader: string | null): Promise<string[] | null> {
  const payload = await getPayload()
  const everyLocale = (origin: string, path: string) => locales.map((l) => `${origin}${localizedPath(l.code, path)}`)
  const site = await siteOriginFor(hostHeader)
  if (!site) return null
  if (site.platform) {
    const origin = site.origin
    const { docs } = await payload.find({
      collection: 'realtors',
      where: { _status: { equals: 'published' } },
      select: { desiredUrl: true },
      limit: 0,
      depth: 0,
      pagination: false,
    })
    const listings = await listingPaths(payload, { or: [{ customDomain: { exists: false } }, { customDomain: { equals: '' } }] })
    return [
      ...everyLocale(origin, '/'),
      ...docs.flatMap((doc) => [`/${doc.desiredUrl}`, `/${doc.desiredUrl}/homes`].flatMap((path) => everyLocale(origin, path))),
      ...listings.flatMap(({ desiredUrl, id }) => everyLocale(origin, `/${desiredUrl}/listings/${id}`)),
    ]
  }
  const domain = new URL(site.origin).hostname
  const listings = await listingPaths(payload, { customDomain: { equals: domain } })
  return [
    ...['/', '/homes', '/terms', '/agreement'].flatMap((path) => everyLocale(site.origin, path)),
    ...listings.flatMap(({ id }) => everyLocale(site.origin, `/listings/${id}`)),
  ]
}

/**
 * The published local listings of published agents (their own listings: search results from the
 * listings API are never in a sitemap), where the agent's address matches `where`. None in the
 * listings-API mode, whose listings are not the collection's.
 */
async function listingPaths(payload: Payload, where: Where): Promise<{ desiredUrl: string; id: number }[]> {
  if (listingsApiUrl()) return []
  const realtors = await payload.find({
    collection: 'realtors',
    where: { and: [{ _status: { equals: 'published' } }, where] },
    select: { desiredUrl: true },
    limit: 0,
    depth: 0,
    pagination: false,
  })
  if (realtors.docs.length === 0) return []
  const byId = new Map(realtors.docs.map((doc) => [doc.id, doc.desiredUrl]))
  const { docs } = await payload.find({
    collection: 'listings',
    where: { and: [{ _status: { equals: 'published' } }, { realtor: { in: [...byId.keys()] } }] },
    select: { realtor: true },
    limit: 0,
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((doc) => {
    const realtorId = typeof doc.realtor === 'object' ? doc.realtor?.id : doc.realtor
    const desiredUrl = realtorId === undefined ? undefined : byId.get(realtorId)
    return desiredUrl ? [{ desiredUrl, id: doc.id }] : []
  })
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}
