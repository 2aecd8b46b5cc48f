/**
 * One dependency's readiness: ok, or an error with a short reason a person can
 * act on. Reasons are built from error codes and names, never from messages or
 * connection strings, which can carry host names, user names or passwords.
 */
export type CheckResult = { name: string; status: 'ok' | 'error'; reason?: string; ms: number }

export type Check = { name: string; run: (signal: AbortSignal) => Promise<void> }

/** Every check answers within this, whatever the dependency does. */
export const CHECK_TIMEOUT_MS = Number(process.env.READY_CHECK_TIMEOUT_MS ?? 2000)

export class NotReady extends Error {}

export async function runCheck(check: Check, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  const started = Date.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new NotReady(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    await Promise.race([check.run(controller.signal), deadline])
    return { name: check.name, status: 'ok', ms: Date.now() - started }
  } catch (error) {
    return { name: check.name, status: 'error', reason: reasonFor(error), ms: Date.now() - started }
  } finally {
    clearTimeout(timer)
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS)',
  EHOSTUNREACH: 'host unreachable',
  ENOENT: 'does not exist',
  EACCES: 'not writable by this process',
  EROFS: 'read-only file system',
  // PostgreSQL SQLSTATE codes
  '28P01': 'authentication failed',
  '28000': 'authentication failed',
  '3D000': 'database does not exist',
  '57P03': 'starting up or shutting down',
  '53300': 'too many connections',
}

/** S3 answers to HeadBucket carry no body: the status says it all. */
const HTTP_REASONS: Record<number, string> = {
  301: 'wrong region or endpoint',
  400: 'bad request: check S3_REGION and S3_ENDPOINT',
  403: 'access denied: check the S3 keys',
  404: 'bucket not found',
}

/** A short reason from an error's code or name only. */
export function reasonFor(error: unknown): string {
  if (error instanceof NotReady) return error.message
  const { code, name, $metadata } = (error ?? {}) as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } }
  if (code && REASONS[code]) return REASONS[code]
  if (code && /^[A-Z0-9_]{2,40}$/.test(code)) return code
  // AWS SDK errors: what the HTTP status means for a bucket, else the service's error name.
  const status = $metadata?.httpStatusCode
  if (status) return `${HTTP_REASONS[status] ?? (name && !['Error', 'Unknown'].includes(name) ? name : 'S3 error')} (HTTP ${status})`
  if (name && name !== 'Error' && /^[A-Za-z]{2,40}$/.test(name)) return name
  return 'unavailable'
}
