/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Percentiles = { average: number; mean: number; stddev: number; min: number; max: number } & Record<
    `p${number}`,
    number
  >

  export type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[]
  }

  export type Result = {
    url: string
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    mismatches: number
    totalCompletedRequests: number
    statusCodeStats: Record<string, { count: number }>
    latency: Percentiles
    requests: Percentiles & { total: number; sent: number }
    throughput: Percentiles & { total: number }
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
