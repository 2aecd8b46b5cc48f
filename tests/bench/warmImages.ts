/**
 * next/image optimises on the first request of each size. The bench requests every /_next/image URL of
 * the measured pages once before the browsers load them, meant to let Lighthouse see a site whose images
 * a previous visitor has already had optimised. That holds only where the result is kept: Next 16 keeps
 * it in .next/cache/images only with `experimental.isrFlushToDisk` (node_modules/next/dist/server/
 * image-optimizer.js, ImageOptimizerCache), which next.config.mjs turns off (pages must not outlive a
 * restart), or hands it to the `cacheHandler` when one is configured (REDIS_URL; the bench has none).
 * So in the default mode every /_next/image request is optimised again (X-Nextjs-Cache: MISS), and
 * Lighthouse's figures include that work (docs/performance.md, "Pictures on phones").
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
