/**
 * The sitemaps as a crawler reads them, through the route handlers: the platform's index, then
 * every child it names.
 */
import { GET as childRoute } from '@/app/sitemaps/[file]/route'
import { GET as rootRoute } from '@/app/sitemap.xml/route'

export const requestFor = (path: string, host: string) => new Request(`http://localhost:3000${path}`, { headers: { Host: host } })

export const getRootSitemap = (host: string) => rootRoute(requestFor('/sitemap.xml', host))

/** `/sitemaps/{file}` as Next calls the route: the file name as the route's parameter. */
export const getChildSitemap = (file: string, host: string) =>
  childRoute(requestFor(`/sitemaps/${file}`, host), { params: Promise.resolve({ file }) })

/** The `<loc>`s of a sitemap or an index, in order. */
export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

/** Each child of the platform's index: its file name, the index's lastmod for it, its answer and its text. */
export async function platformChildren(host = 'localhost:3000') {
  const index = await (await getRootSitemap(host)).text()
  const entries = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)]
  const children = []
  for (const [, loc, lastmod] of entries) {
    const file = new URL(loc!).pathname.replace(/^\/sitemaps\//, '')
    const response = await getChildSitemap(file, host)
    children.push({ file, lastmod: lastmod ?? null, response, xml: await response.text() })
  }
  return { index, children }
}

/** Every child of the platform's index, one after another: the text a crawler gathers. */
export async function platformSitemapText(host = 'localhost:3000'): Promise<string> {
  const { children } = await platformChildren(host)
  return children.map((child) => child.xml).join('\n')
}
