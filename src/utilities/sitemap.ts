/** sitemap.xml per host: the platform lists the landing page and every published agent; an agent's domain lists its pages. */
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { hostName, isHomeHost, parseHomeHosts } from '@/lib/hosts'
import { customDomainOrigin, platformOrigin } from './metadata'
import { getPayload } from './payload'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function sitemapUrls(hostHeader: string | null): Promise<string[] | null> {
  const payload = await getPayload()
  const everyLocale = (origin: string, path: string) => locales.map((l) => `${origin}${localizedPath(l.code, path)}`)
  if (isHomeHost(hostHeader, parseHomeHosts(process.env.HOME_HOSTS))) {
    const origin = platformOrigin()
    const { docs } = await payload.find({
      collection: 'realtors',
      where: { published: { equals: true } },
      select: { desiredUrl: true },
      limit: 0,
      depth: 0,
      pagination: false,
    })
    return [...everyLocale(origin, '/'), ...docs.flatMap((doc) => everyLocale(origin, `/${doc.desiredUrl}`))]
  }
  const domain = hostName(hostHeader)
  const { totalDocs } = await payload.count({
    collection: 'realtors',
    where: { and: [{ customDomain: { equals: domain } }, { published: { equals: true } }] },
  })
  if (totalDocs === 0) return null
  const origin = customDomainOrigin(domain)
  return ['/', '/terms', '/agreement'].flatMap((path) => everyLocale(origin, path))
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}
