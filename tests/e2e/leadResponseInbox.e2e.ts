/**
 * No lead left waiting, in the admin: the agent answers a contact from its card (a reply e-mailed to
 * the visitor in the acknowledgement's thread, or "answered by phone"), the first response shows on
 * the card, the dashboard counts response times per week, and staff hand an escalated contact to
 * another agent, after which the first agent only reads it. In Korean, at 390 and 1280 px.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import pg from 'pg'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { weekStartOf } from '../../src/lib/leadResponse/responseFigures'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

const widths = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

test.use({ locale: 'ko-KR' })

type Mail = { rcpt: string[]; subject: string; text: string; html: string }

async function adminHeaders(request: APIRequestContext) {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  return { Authorization: `JWT ${token}` }
}

const unique = () =>
  `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** A visitor writes to kim from the public page (as a browser would, through the page's request context). */
async function visitorWritesToKim(page: Page, request: APIRequestContext, message = 'Hello, could I see the house in Irvine on Saturday?') {
  const kim = await realtorBySlug(request, 'kim')
  const email = `lead-${unique()}@example.com`
  const response = await page.request.post('/api/realtor-contacts', {
    data: {
      realtorId: kim.id,
      lastName: 'Choi',
      firstName: 'Yuna',
      email,
      phoneCountryCode: 'US',
      phone: '213-555-0142',
      message,
      isTerm: 'Y',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const headers = await adminHeaders(request)
  let id = 0
  await expect
    .poll(async () => {
      const { docs } = await (
        await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      ).json()
      id = docs[0]?.id ?? 0
      return id
    })
    .toBeGreaterThan(0)
  return { id, email }
}

/** An agent of their own (a fresh account and page, Korean, Seoul hours), so their figures are exactly the test's. */
async function freshAgent(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request)
  const suffix = unique()
  const account = { email: `agent-${suffix}@example.com`, password: 'fresh-agent-password-1' }
  const user = await request.post('/api/users', { headers, data: { ...account, roles: ['agent'], name, language: 'ko' } })
  expect(user.status(), await user.text()).toBe(201)
  const realtor = await request.post('/api/realtors?draft=true', {
    headers,
    data: {
      displayName: `${name} ${suffix}`,
      desiredUrl: `fresh-${suffix}`,
      owner: (await user.json()).doc.id,
      workingHours: { timeZone: 'Asia/Seoul' },
      _status: 'draft',
    },
  })
  expect(realtor.status(), await realtor.text()).toBe(201)
  const doc = (await realtor.json()).doc
  return { account, realtorId: doc.id as number, displayName: doc.displayName as string }
}

async function signedIn(browser: Browser, viewport: { width: number; height: number }, account: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'ko-KR', viewport })
  const page = await context.newPage()
  await adminLogin(page, account)
  return page
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

async function tapSized(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height))
  for (const height of boxes) expect(height).toBeGreaterThanOrEqual(44)
}

for (const { device, viewport } of widths) {
  test.describe(device, () => {
    test.use({ viewport })

    test('the agent replies from the card: the reply shows in the thread, the first response is set and the visitor gets a "Re:" e-mail', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      const sent = await visitorWritesToKim(page, request)
      await adminLogin(page, DEMO_AGENT)
      await page.goto(`/admin/collections/contacts/${sent.id}`)
      const card = page.getByTestId('contact-card')
      // An English message read by a Korean admin says so.
      await expect(card.getByTestId('written-in')).toHaveText('영어로 작성된 문의입니다')
      await expect(card.getByTestId('first-response')).toHaveCount(0)

      const reply = `안녕하세요, 토요일 오전 10시에 보실 수 있습니다. (${unique()})`
      const box = card.getByLabel('문의한 분께 보낼 답장')
      await box.fill(reply)
      await card.getByRole('button', { name: '답장 보내기' }).click()

      await expect(card.getByTestId('reply').last()).toContainText(reply)
      await expect(box).toHaveValue('')
      const first = card.getByTestId('first-response')
      await expect(first).toContainText('이메일 답장')
      await expect(first).toContainText('Hana Kim')
      await expect(first).toContainText(/근무 시간 기준 \d+분 만에 응답/)
      await expect(card.getByTestId('answered-other-way')).toHaveCount(0)
      await tapSized(page, '[data-testid="contact-card"] button')
      await noSidewaysScroll(page)

      // The visitor's mailbox: the reply in the acknowledgement's thread.
      await expect
        .poll(
          async () => {
            const mails = (await (await request.get(process.env.E2E_MAILBOX_URL!)).json()) as Mail[]
            return mails.filter((mail) => mail.rcpt.includes(sent.email) && mail.subject.startsWith('Re: ') && mail.text.includes(reply))
              .length
          },
          { timeout: 30_000 },
        )
        .toBe(1)
      // Once sent, the thread says so in words.
      await expect(async () => {
        await page.reload()
        await expect(page.getByTestId('reply-state').last()).toHaveText('이메일로 보냄', { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
    })

    test('"answered by phone" sets the first response and hides the buttons', async ({ page, request }) => {
      const sent = await visitorWritesToKim(page, request, '안녕하세요, 전화 주세요.')
      await adminLogin(page, DEMO_AGENT)
      await page.goto(`/admin/collections/contacts/${sent.id}`)
      const card = page.getByTestId('contact-card')
      // Korean written to a Korean admin: nothing to say about the language.
      await expect(card.getByTestId('written-in')).toHaveCount(0)
      const ways = card.getByTestId('answered-other-way')
      await expect(ways).toContainText('다른 방법으로 응답함')
      await tapSized(page, '[data-testid="answered-other-way"] button')
      // The endpoint's refusal shows beside the box, in the agent's words.
      await card.getByRole('button', { name: '답장 보내기' }).click()
      await expect(card.getByTestId('reply-error')).toHaveText('답장 내용을 입력해 주세요.')
      await expect(ways).toBeVisible()
      await ways.getByRole('button', { name: '전화', exact: true }).click()

      await expect(card.getByTestId('first-response')).toContainText('전화')
      await expect(card.getByTestId('first-response')).toContainText('Hana Kim')
      await expect(ways).toHaveCount(0)
      await page.reload()
      await expect(page.getByTestId('first-response')).toContainText('전화')
      await expect(page.getByTestId('answered-other-way')).toHaveCount(0)
      await noSidewaysScroll(page)

      // The list says how soon it was answered.
      await page.goto('/admin/collections/contacts')
      const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: sent.email }) })
      await expect(row.getByTestId('response-time')).toHaveText(/\d+분 만에 응답/)
      await noSidewaysScroll(page)
    })

    test('the dashboard counts the week’s contacts, the median time to answer and the shares within 5 minutes and an hour', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(90_000)
      const agent = await freshAgent(request, '응답')
      // Five contacts received last Wednesday at noon in Seoul (the agent's zone): answered in 3, 10 and 50
      // working minutes, one still waiting, and one stored before responses were tracked (left out).
      const thisMonday = new Date(`${weekStartOf(new Date(), 'Asia/Seoul')}T00:00:00+09:00`)
      const received = new Date(thisMonday.getTime() - 5 * 24 * 3_600_000 + 12 * 3_600_000)
      const rows = [
        { minutes: 3, escalation: 'answered' },
        { minutes: 10, escalation: 'answered' },
        { minutes: 50, escalation: 'answered' },
        { minutes: null, escalation: 'escalated' },
        { minutes: null, escalation: 'off' },
      ]
      for (const row of rows) {
        const { id } = await visitorWritesToKim(page, request, '안녕하세요.')
        const firstAt = row.minutes === null ? null : new Date(received.getTime() + row.minutes * 60_000)
        await sql(
          `UPDATE contacts SET realtor_id = $2, created_at = $3, status = 'new', response_first_at = $4, response_how = $5,
             response_working_minutes = $6, escalation_status = $7, escalation_due_at = NULL, escalation_escalated_at = $8
           WHERE id = $1`,
          [
            id,
            agent.realtorId,
            received.toISOString(),
            firstAt?.toISOString() ?? null,
            firstAt ? 'phone' : null,
            row.minutes,
            row.escalation,
            row.escalation === 'escalated' ? new Date(received.getTime() + 5 * 60_000).toISOString() : null,
          ],
        )
      }

      const agentPage = await signedIn(browser, viewport, agent.account)
      await agentPage.goto('/admin')
      const block = agentPage.getByTestId('response-times')
      await expect(block.getByRole('heading', { name: '응답 시간' })).toBeVisible()
      await expect(block.getByTestId('unanswered-now')).toHaveText('지금 응답하지 않은 문의 1건')
      const weeks = block.getByTestId('weekly-response-times').locator('tbody tr')
      await expect(weeks).toHaveCount(8)
      await expect(weeks.nth(0).locator('th, td')).toHaveText(['이번 주', '0', '—', '—', '—'])
      await expect(weeks.nth(1).locator('td')).toHaveText(['4', '10분', '25%', '75%'])
      await noSidewaysScroll(agentPage)
      // The link opens the contacts still waiting.
      await block.getByTestId('unanswered-now').click()
      await expect(agentPage.locator('tbody tr')).toHaveCount(1)
      await agentPage.context().close()

      // Staff see the same agent's line among all agents.
      await adminLogin(page, DEMO_SUPPORT)
      await page.goto('/admin')
      const line = page.getByTestId('agents-response-times').getByTestId('agent-response-times').filter({ hasText: agent.displayName })
      await expect(line.locator('dd')).toHaveText(['1', '—', '10분', '25%', '75%'])
      await noSidewaysScroll(page)
    })

    test('staff hand an escalated contact to another agent: the new agent answers it, the first only reads it', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000)
      const sent = await visitorWritesToKim(page, request, '안녕하세요, 아직 답이 없어서 다시 연락드립니다.')
      const next = await freshAgent(request, '새담당')
      // Staff were told two hours ago: past the company's hand-over time (60 minutes by default).
      await sql(
        `UPDATE contacts SET escalation_status = 'escalated', escalation_due_at = now() - interval '125 minutes',
           escalation_escalated_at = now() - interval '2 hours' WHERE id = $1`,
        [sent.id],
      )

      await adminLogin(page, DEMO_SUPPORT)
      await page.goto(`/admin/collections/contacts/${sent.id}`)
      const card = page.getByTestId('contact-card')
      await expect(card.getByTestId('escalation')).toContainText('직원에게 알렸습니다')
      const handOver = card.getByTestId('hand-over')
      await handOver.getByLabel('넘겨받을 에이전트').selectOption(String(next.realtorId))
      await tapSized(page, '[data-testid="hand-over"] button, [data-testid="hand-over"] select')
      await noSidewaysScroll(page)
      await handOver.getByRole('button', { name: '넘기기' }).click()
      await expect(card.getByTestId('hand-overs')).toContainText(`→ ${next.displayName}`)

      // The new agent has it, with the reply box.
      const nextPage = await signedIn(browser, viewport, next.account)
      await nextPage.goto(`/admin/collections/contacts/${sent.id}`)
      await expect(nextPage.getByTestId('contact-card').getByRole('button', { name: '답장 보내기' })).toBeVisible()
      await expect(nextPage.getByTestId('answered-other-way')).toBeVisible()
      await nextPage.context().close()

      // The first agent reads it, and why they cannot answer.
      const firstPage = await signedIn(browser, viewport, DEMO_AGENT)
      await firstPage.goto(`/admin/collections/contacts/${sent.id}`)
      const readOnly = firstPage.getByTestId('contact-card')
      await expect(readOnly.getByTestId('contact-message')).toContainText('아직 답이 없어서')
      await expect(readOnly.getByTestId('handed-over')).toContainText(`${next.displayName} 님에게 넘어갔습니다`)
      await expect(readOnly.getByTestId('reply-box')).toHaveCount(0)
      await expect(readOnly.getByTestId('answered-other-way')).toHaveCount(0)
      await noSidewaysScroll(firstPage)
      await firstPage.context().close()
    })
  })
}
