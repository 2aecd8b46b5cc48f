/**
 * What a server that has had one visitor already holds, made before the browsers measure: the bench
 * requests every /_next/image URL of the measured pages once (each picture is encoded once, then kept by
 * runtime/server/imageCache.ts) and every build file they load (/_next/static/…, compressed once, then
 * kept by runtime/server/staticFileMemory.ts). Without it the first Lighthouse round would measure the
 * server encoding pictures and compressing scripts on the same two cores as the browser, a cost each
 * process pays once.
 */
import { getOk, request } from './http'

export async function warmServer(origin: string, pages: { path: string; host?: string }[]): Promise<{ images: number; files: number }> {
  const images = new Set<string>()
  const files = new Set<string>()
  for (const page of pages) {
    const html = (await getOk(`${origin}${page.path}`, page.host)).toString()
    // Only the HTML's own attributes: the same URLs also sit JSON-escaped in the RSC payload.
    for (const attribute of html.matchAll(/\s(?:src|srcset|imagesrcset|href)="([^"]*)"/gi)) {
      for (const match of attribute[1].matchAll(/\/_next\/image\?[^"\s,]+/g)) images.add(match[0].replace(/&amp;/g, '&'))
      for (const match of attribute[1].matchAll(/^\/_next\/static\/[^"\s]+/g)) files.add(match[0].replace(/&amp;/g, '&'))
    }
  }
  // The build files first: their hard compression runs in the background while the pictures are encoded.
  for (const url of files) {
    const response = await request(`${origin}${url}`, { headers: { 'accept-encoding': 'br, gzip' } })
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  }
  for (const url of images) {
    const response = await request(`${origin}${url}`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  }
  console.log(`[bench] warmed ${images.size} optimised image URLs and ${files.size} build files`)
  return { images: images.size, files: files.size }
}
