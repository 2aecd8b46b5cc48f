/**
 * Calls Payload's REST route handlers in-process, as Next would route a
 * request to src/app/(payload)/api/[...slug]/route.ts.
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

type Method = keyof typeof handlers
type Options = { body?: unknown; token?: string; headers?: Record<string, string> }

export async function rest(method: Method, path: string, options: Options = {}): Promise<Response> {
  const url = new URL(`http://localhost:3000/api${path}`)
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const request = new Request(url, { method, headers, body })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

export async function login(email: string, password: string): Promise<string> {
  const response = await rest('POST', '/users/login', { body: { email, password } })
  const json = (await response.json()) as { token?: string; errors?: { message: string }[] }
  if (!json.token) throw new Error(`login failed for ${email}: ${JSON.stringify(json.errors)}`)
  return json.token
}
