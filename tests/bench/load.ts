/**
 * Closed-loop HTTP load with autocannon (in this process): 10 connections for BENCH_DURATION
 * seconds (default 10) after a discarded 2 s warm-up at the same settings. Latencies are
 * autocannon's whole milliseconds of 2xx responses.
 */
import autocannon, { type Result } from 'autocannon'

export const CONNECTIONS = 10
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
export const WARMUP_S = 2

export type LoadTarget = {
  /** http://127.0.0.1:port/path */
  url: string
  /** Host header when it must differ from the URL's (custom domains) */
  host?: string
  /** more request headers (a browser's User-Agent, Accept-Language) */
  headers?: Record<string, string>
  /** a query parameter of its own on every request, so that no cache in the server can answer it */
  uncached?: boolean
}

export type LoadResult = {
  reqPerSec: number
  p50: number
  p99: number
  /** non-2xx responses + socket errors + timeouts */
  errors: number
  statusCodes: Record<string, number>
}

export const BENCH_HEADERS = { 'accept-encoding': 'gzip, br' }

export async function measureLoad(target: LoadTarget): Promise<LoadResult> {
  let sent = 0
  const path = new URL(target.url).pathname + new URL(target.url).search
  const options = {
    url: target.url,
    connections: CONNECTIONS,
    timeout: 10,
    headers: loadHeaders(target),
    ...(target.uncached
      ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: `${path}${path.includes('?') ? '&' : '?'}n=${++sent}` }) }] }
      : {}),
  }
  await autocannon({ ...options, duration: WARMUP_S })
  return summarise(await autocannon({ ...options, duration: DURATION_S }))
}

export function loadHeaders(target: LoadTarget): Record<string, string> {
  return { ...BENCH_HEADERS, ...target.headers, ...(target.host ? { host: target.host } : {}) }
}

export function summarise(result: Result): LoadResult {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]))
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    statusCodes,
  }
}
