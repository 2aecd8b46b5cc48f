/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Percentiles = { average: number; mean: number; stddev: number; min: number; max: number } & Record<
    `p${number}`,
    number
  >

  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }

  export type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    /** setupRequest is called before every request and returns the one to send (e.g. with new headers) */
    requests?: (Request & { setupRequest?: (request: Request, context: Record<string, unknown>) => Request })[]
  }

  export type Result = {
    url: string
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    mismatches: number
    statusCodeStats: Record<string, { count: number }>
    latency: Percentiles
    /** total: responses received; sent: requests written */
    requests: Percentiles & { total: number; sent: number }
    throughput: Percentiles & { total: number }
  }

  /** The running load: awaitable for its result, and an emitter of every response as it comes. */
  export type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
