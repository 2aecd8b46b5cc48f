/**
 * next/image optimises on the first request of each size and caches the result in .next/cache/images.
 * The bench clears that cache at the start (its media files come from a new database each run) and
 * requests every /_next/image URL of the measured pages once before the browsers load them, so
 * Lighthouse sees a site whose images a previous visitor has already had optimised, in every run.
 */
import { getOk, request } from './http'

export async function warmImages(origin: string, pages: { path: string; host?: string }[]): Promise<number> {
  const urls = new Set<string>()
  for (const page of pages) {
    const html = (await getOk(`${origin}${page.path}`, page.host)).toString()
    // Only the HTML's own attributes: the same URLs also sit JSON-escaped in the RSC payload.
    for (const attribute of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]*)"/gi)) {
      for (const match of attribute[1].matchAll(/\/_next\/image\?[^"\s,]+/g)) urls.add(match[0].replace(/&amp;/g, '&'))
    }
  }
  for (const url of urls) {
    const response = await request(`${origin}${url}`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  }
  console.log(`[bench] warmed ${urls.size} optimised image URLs`)
  return urls.size
}
