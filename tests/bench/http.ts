/** Plain GET / JSON requests with node:http: unlike fetch, it may set the Host header (custom domains). */
import http from 'node:http'

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.setTimeout(15_000, () => req.destroy(new Error(`${url}: no answer within 15 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** GET with an uncompressed body; throws unless 200. */
export async function getOk(url: string, host?: string): Promise<Buffer> {
  const response = await request(url, { headers: { 'accept-encoding': 'identity', ...(host ? { host } : {}) } })
  if (response.status !== 200) throw new Error(`GET ${url}${host ? ` (Host ${host})` : ''} answered ${response.status}`)
  return response.body
}
