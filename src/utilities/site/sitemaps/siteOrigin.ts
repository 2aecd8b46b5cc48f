/**
 * Which site a Host stands for, as robots.txt and the sitemaps name it: the platform, or a
 * published agent's own domain. Every URL is built from a configured origin (PUBLIC_URL, or the
 * agent's saved custom domain): the request's Host only chooses which one, and is never echoed.
 */
import { customDomainOrigin, hostName, isHomeHost, parseHomeHosts, platformOrigin } from '@/lib/hosts'
import { PUBLISHED } from '@/lib/drafts'
import { getPayload } from '../../payload'

export type SiteOrigin =
  { platform: true; origin: string } | { platform: false; origin: string; realtor: { id: number; updatedAt: string } }

/** The configured origin the Host names, or null for neither the platform nor a published agent's domain. */
export async function siteOriginFor(hostHeader: string | null): Promise<SiteOrigin | null> {
  if (isHomeHost(hostHeader, parseHomeHosts(process.env.HOME_HOSTS))) return { platform: true, origin: platformOrigin() }
  const domain = hostName(hostHeader)
  if (!domain) return null
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { and: [{ customDomain: { equals: domain } }, PUBLISHED] },
    select: { customDomain: true, updatedAt: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const realtor = docs[0]
  // The saved value, not the header: the header only matched it.
  if (!realtor?.customDomain) return null
  return { platform: false, origin: customDomainOrigin(realtor.customDomain), realtor: { id: realtor.id, updatedAt: realtor.updatedAt } }
}
