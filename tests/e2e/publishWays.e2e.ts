/**
 * Every way of publishing an agent page reaches a page visitors already had cached: REST, GraphQL,
 * restoring a version, and a publish scheduled for later, which the server's job runner carries out
 * outside any request. The same for a visitor's API read of the agent, which the server keeps in
 * memory (runtime/server/apiReadCache.ts). (The admin's own publish and restore: drafts.e2e.ts; support's JSON import:
 * adminTransfer.e2e.ts.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { E2E_ADMIN } from './credentials'
import { realtorBySlug } from './helpers'

const SLUG = 'yoon'

async function adminAuth(request: APIRequestContext) {
  const { token, user } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  return { headers: { Authorization: `JWT ${token}` }, userId: user.id as number }
}

/** The public page, first loaded so it is cached, then asked again until it shows `text`. */
async function cachedPage(page: Page) {
  await page.goto(`/${SLUG}`)
  await page.goto(`/${SLUG}`)
}
async function publicShows(page: Page, text: string, timeout: number) {
  await expect(async () => {
    await page.goto(`/${SLUG}`)
    await expect(page.getByTestId('agent-page')).toContainText(text, { timeout: 200 })
  }).toPass({ timeout, intervals: [250] })
}

test.describe.configure({ mode: 'serial' })

test('a REST publish shows on the cached page at the next request', async ({ page, request }) => {
  const { id } = await realtorBySlug(request, SLUG)
  const { headers } = await adminAuth(request)
  await cachedPage(page)
  const text = `REST로 게시한 소개 ${Date.now()}`
  const response = await request.patch(`/api/realtors/${id}?locale=ko`, { headers, data: { aboutMe: text, _status: 'published' } })
  expect(response.status()).toBe(200)
  await page.goto(`/${SLUG}`)
  await expect(page.getByTestId('agent-page')).toContainText(text)
})

test('a GraphQL publish shows on the cached page at the next request', async ({ page, request }) => {
  const { id } = await realtorBySlug(request, SLUG)
  const { headers } = await adminAuth(request)
  await cachedPage(page)
  const text = `GraphQL로 게시한 소개 ${Date.now()}`
  const response = await request.post('/api/graphql', {
    headers,
    data: { query: `mutation { updateRealtor(id: ${id}, locale: ko, data: { aboutMe: "${text}", _status: published }) { id } }` },
  })
  expect((await response.json()).errors).toBeUndefined()
  await page.goto(`/${SLUG}`)
  await expect(page.getByTestId('agent-page')).toContainText(text)
})

test('restoring a version over REST shows on the cached page at the next request', async ({ page, request }) => {
  const { id } = await realtorBySlug(request, SLUG)
  const { headers } = await adminAuth(request)
  const first = `복원할 소개 ${Date.now()}`
  await request.patch(`/api/realtors/${id}?locale=ko`, { headers, data: { aboutMe: first, _status: 'published' } })
  await request.patch(`/api/realtors/${id}?locale=ko`, { headers, data: { aboutMe: `${first} 다음`, _status: 'published' } })
  const versions = await request.get(
    `/api/realtors/versions?where[parent][equals]=${id}&where[version.aboutMe][equals]=${encodeURIComponent(first)}&locale=ko&depth=0&limit=1`,
    { headers },
  )
  const [version] = (await versions.json()).docs as { id: number }[]
  await cachedPage(page)
  await expect(page.getByTestId('agent-page')).toContainText(`${first} 다음`)
  expect((await request.post(`/api/realtors/versions/${version.id}?locale=ko`, { headers })).status()).toBe(200)
  await page.goto(`/${SLUG}`)
  await expect(page.getByTestId('agent-page')).not.toContainText(`${first} 다음`)
  await expect(page.getByTestId('agent-page')).toContainText(first)
})

test("a visitor's API read of the agent is kept, and shows a publish at the next read, not a draft", async ({
  playwright,
  request,
  baseURL,
}) => {
  const { id } = await realtorBySlug(request, SLUG)
  const { headers } = await adminAuth(request)
  // Another system reading the agent as the spec's public read does: no session.
  const visitor = await playwright.request.newContext({ baseURL })
  const lookup = `/api/realtors?where[desiredUrl][equals]=${SLUG}&depth=1&limit=1&locale=ko`
  const read = async () => {
    const response = await visitor.get(lookup)
    expect(response.status()).toBe(200)
    return { kept: response.headers()['x-api-cache'] === 'HIT', aboutMe: (await response.json()).docs[0].aboutMe as string }
  }
  try {
    const published = `API로 읽는 소개 ${Date.now()}`
    await request.patch(`/api/realtors/${id}?locale=ko`, { headers, data: { aboutMe: published, _status: 'published' } })
    expect(await read()).toEqual({ kept: false, aboutMe: published })
    expect(await read()).toEqual({ kept: true, aboutMe: published })

    // A draft is no visitor's business: the kept read stays right.
    const draft = `${published} 초안`
    expect((await request.patch(`/api/realtors/${id}?locale=ko&draft=true`, { headers, data: { aboutMe: draft } })).status()).toBe(200)
    expect(await read()).toEqual({ kept: true, aboutMe: published })

    // Published: the very next read shows it.
    expect((await request.patch(`/api/realtors/${id}?locale=ko`, { headers, data: { _status: 'published' } })).status()).toBe(200)
    expect(await read()).toEqual({ kept: false, aboutMe: draft })
    // The admin's own read (a session) is never answered from memory.
    const own = await request.get(lookup, { headers })
    expect(own.headers()['x-api-cache']).toBeUndefined()
  } finally {
    await visitor.dispose()
  }
})

test('a publish scheduled for later shows on the cached page once its time has come', async ({ page, request }) => {
  // The server's job runner looks for due jobs every 5 s.
  test.setTimeout(60_000)
  const { id } = await realtorBySlug(request, SLUG)
  const { headers, userId } = await adminAuth(request)
  const text = `예약 게시된 소개 ${Date.now()}`
  // A draft, not yet public.
  expect((await request.patch(`/api/realtors/${id}?locale=ko&draft=true`, { headers, data: { aboutMe: text } })).status()).toBe(200)
  await cachedPage(page)
  await expect(page.getByTestId('agent-page')).not.toContainText(text)
  // What the admin's "schedule publish" queues, due now.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const input = {
      type: 'publish',
      locale: 'ko',
      doc: { relationTo: 'realtors', value: String(id) },
      user: { relationTo: 'users', value: userId },
    }
    const { rows } = await client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now()) RETURNING id`,
      [JSON.stringify(input)],
    )
    const jobId = rows[0].id as number
    // A job that ran well is deleted; one that failed stays, with its error.
    const state = async () => {
      const {
        rows: [job],
      } = await client.query('SELECT completed_at, has_error, error FROM payload_jobs WHERE id = $1', [jobId])
      return !job ? 'done' : job.has_error ? `failed: ${JSON.stringify(job.error)}` : job.completed_at ? 'done' : 'waiting'
    }
    await expect.poll(state, { timeout: 30_000 }).not.toBe('waiting')
    expect(await state()).toBe('done')
  } finally {
    await client.end()
  }
  // The job has published: the page answers the new text within a second, not after its cache lifetime.
  await publicShows(page, text, 1_000)
})
