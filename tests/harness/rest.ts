/**
 * Calls Payload's REST route handlers in-process, as Next would route a
 * request to src/app/(payload)/api/[...slug]/route.ts.
 */
import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

type Method = keyof typeof handlers
/** `raw` sends the body bytes as given (malformed JSON, odd content types). */
type Options = { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> }

export async function rest(method: Method, path: string, options: Options = {}): Promise<Response> {
  const url = new URL(`http://localhost:3000/api${path}`)
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  let body: BodyInit | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body instanceof FormData) body = options.body
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

const graphqlHandler = GRAPHQL_POST(config)

/** POST /api/graphql in-process; answers the parsed body and the status. */
export async function graphql(
  query: string,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { statusCode?: number } }[] }
}> {
  const headers = new Headers(options.headers)
  headers.set('Content-Type', 'application/json')
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) })
  const response = await graphqlHandler(request)
  return { status: response.status, body: await response.json() }
}
