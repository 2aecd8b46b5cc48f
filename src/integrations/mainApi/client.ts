/**
 * The one client of the company's main API (spec: realtor sync and contact forwarding).
 * Base URL and bearer token come from MAIN_API_URL / MAIN_API_TOKEN; every call has a
 * deadline, and any answer other than the expected status throws a MainApiError naming
 * the call, the status and the server's own `message` (for the job's lastError and logs).
 */
import { mainApiSettings } from './settings'

export { mainApiConfigured } from './settings'

export const MAIN_API_TIMEOUT_MS = 5_000

type Env = Record<string, string | undefined>

export type MainApiCall = {
  method: 'POST' | 'PATCH' | 'DELETE'
  path: string
  /** The status that means "taken" (201 for a create, 200 otherwise). */
  expect: number
  body?: unknown
  /**
   * The same for every attempt at one delivery (header Idempotency-Key), so the
   * main API can recognise a repeat: a runner that died after sending and
   * before recording, or whose answer was lost, sends it again.
   */
  idempotencyKey: string
}

export class MainApiError extends Error {
  constructor(
    readonly call: Pick<MainApiCall, 'method' | 'path'>,
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`main API ${call.method} ${call.path} answered ${status}${serverMessage ? `: ${serverMessage}` : ''}`)
    this.name = 'MainApiError'
  }
}

/** Sends one call; answers the parsed JSON body (null when there is none). */
export async function callMainApi(call: MainApiCall, env: Env = process.env): Promise<unknown> {
  const settings = mainApiSettings(env)
  if (!settings) throw new Error('main API: MAIN_API_URL is not set')
  const response = await fetch(new URL(call.path, settings.baseUrl), {
    method: call.method,
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': call.idempotencyKey,
      ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.timeout(MAIN_API_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => null)
  if (response.status !== call.expect) throw new MainApiError(call, response.status, serverMessage(body))
  return body
}

/** The server's `message` (or first `errors[].message`), cut short: it goes into logs and the admin. */
function serverMessage(body: unknown): string | null {
  const b = body as { message?: unknown; errors?: { message?: unknown }[] } | null
  const message = typeof b?.message === 'string' ? b.message : typeof b?.errors?.[0]?.message === 'string' ? b.errors[0].message : null
  return message ? message.slice(0, 200) : null
}
