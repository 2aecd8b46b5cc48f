/**
 * The realtor edit view as the agent sees it: Korean labels, photo
 * slots with thumbnails and a one-step gallery upload, the colour picker
 * reaching the public page, only their own listings, "View my page", and
 * screenshots of it in Korean and English, at desktop width and on a phone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, openProfileTab, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

async function signedIn(request: APIRequestContext, credentials: { email: string; password: string }) {
  const { token } = await (await request.post('/api/users/login', { data: credentials })).json()
  return { Authorization: `JWT ${token}` }
}
const asAdmin = (request: APIRequestContext) => signedIn(request, E2E_ADMIN)

/**
 * Puts kim back as it was. As the agent: the edit view the test had open keeps
 * the document locked against everyone else (Payload answers 423) for a while.
 */
async function restoreKim(request: APIRequestContext, id: number, data: Partial<Stored>) {
  const response = await request.patch(`/api/realtors/${id}`, { headers: await signedIn(request, DEMO_AGENT), data })
  expect(response.status(), await response.text()).toBe(200)
}

type Stored = { photos: { kind: string; image: number }[]; designMainColor: string }
async function kimAsStored(request: APIRequestContext, id: number): Promise<Stored> {
  const doc = await (await request.get(`/api/realtors/${id}?depth=0`, { headers: await asAdmin(request) })).json()
  return {
    photos: doc.photos.map((p: { kind: string; image: number }) => ({ kind: p.kind, image: p.image })),
    designMainColor: doc.designMainColor,
  }
}

async function openOwnPage(page: Page, id: number, profileTab = '프로필') {
  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${id}`)
  await openProfileTab(page, profileTab)
}

/** Every thumbnail of the photo slots has loaded (for screenshots). */
async function thumbnailsLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.photo-slots img')].every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

const png = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer()

test('labels are Korean words, staff-only parts are hidden, and "View my page" opens the page', async ({ page, request }) => {
  const kim = await realtorBySlug(request, 'kim')
  await openOwnPage(page, kim.id)
  for (const words of ['연락처 전화번호', 'YouTube 채널', '추가 정보: 한국 이름, 회사 주소 등', '라이선스 번호 (DRE 등)']) {
    await expect(page.getByText(words, { exact: true }).first()).toBeVisible()
  }
  for (const tab of ['프로필', '사진', '디자인']) await expect(page.getByRole('button', { name: tab, exact: true })).toBeVisible()
  await expect(page.getByText(/Sns Youtube Url|Etc Info|Is Make Homepage|Pp Profile Id|spec:/)).toHaveCount(0)
  await expect(page.getByText('고급 (직원용)')).toBeHidden()
  await expect(page.getByText('본사 시스템 동기화')).toBeHidden()
  const view = page.getByRole('link', { name: '내 페이지 보기' })
  await expect(view).toHaveAttribute('href', '/kim')

  await page.goto('/admin')
  await expect(page.getByTestId('agent-dashboard')).toContainText('/kim')
  await expect(page.getByTestId('agent-dashboard')).toContainText('마지막 수정')
})

test('photos are named slots with thumbnails; several gallery pictures upload in one step and one save', async ({ page, request }) => {
  test.setTimeout(90_000)
  const kim = await realtorBySlug(request, 'kim')
  const before = await kimAsStored(request, kim.id)
  try {
    await openOwnPage(page, kim.id)
    await page.getByRole('button', { name: '사진', exact: true }).click()
    for (const slot of [
      '로고',
      '두 번째 로고',
      '프로필 사진',
      '두 번째 프로필 사진',
      '상단 대표 이미지',
      '갤러리',
      '브라우저 탭 아이콘 (파비콘)',
      '공유 이미지 (카카오톡·SNS 미리보기)',
    ]) {
      await expect(page.getByRole('region', { name: slot, exact: true })).toBeVisible()
    }
    // The seeded cover picture shows as a loaded thumbnail.
    const cover = page.getByTestId('photo-slot-top').locator('img').first()
    await expect(cover).toBeVisible()
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    const gallery = page.getByTestId('photo-slot-gallery')
    const shown = await gallery.locator('img').count()
    await page.getByLabel('갤러리 사진 추가 (여러 장 가능)').setInputFiles([
      { name: 'garden.png', mimeType: 'image/png', buffer: await png('#2E8B57') },
      { name: 'kitchen.png', mimeType: 'image/png', buffer: await png('#CD853F') },
    ])
    await expect(gallery.locator('img')).toHaveCount(shown + 2)
    await page.locator('#action-save').click()
    await expect(page.getByText('성공적으로 수정 되었습니다.')).toBeVisible()
    await expect
      .poll(async () => (await kimAsStored(request, kim.id)).photos.filter((p) => p.kind === 'gallery').length)
      .toBe(before.photos.filter((p) => p.kind === 'gallery').length + 2)
  } finally {
    await restoreKim(request, kim.id, { photos: before.photos })
  }
})

test('the colour picker explains a bad value and sets a colour the public page uses', async ({ page, request }) => {
  test.setTimeout(60_000)
  const kim = await realtorBySlug(request, 'kim')
  const before = await kimAsStored(request, kim.id)
  try {
    await openOwnPage(page, kim.id)
    await page.getByRole('button', { name: '디자인', exact: true }).click()
    const colour = page.locator('#field-designMainColor')
    await colour.fill('green')
    await expect(page.getByRole('alert').filter({ hasText: '색상은 # 다음에' })).toHaveText(
      '색상은 # 다음에 16진수 6자리여야 합니다 (예: #1A2B3C).',
    )
    await colour.fill('#0A7F3F')
    const swatch = page.getByTestId('main-color-swatch')
    await expect(swatch).toHaveCSS('background-color', 'rgb(10, 127, 63)')
    await expect(swatch).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(page.getByText(/글자 대비 \d+\.\d : 1/)).toBeVisible()
    await page.locator('#action-save').click()
    await expect(page.getByText('성공적으로 수정 되었습니다.')).toBeVisible()

    await page.goto('/kim')
    await expect
      .poll(() => page.locator('.agent-page').evaluate((el) => getComputedStyle(el).getPropertyValue('--agent-main').trim().toUpperCase()))
      .toBe('#0A7F3F')
  } finally {
    await restoreKim(request, kim.id, { designMainColor: before.designMainColor })
  }
})

test("the agent's list of listings holds only their own", async ({ page }) => {
  await adminLogin(page, DEMO_AGENT)
  await page.goto('/admin/collections/listings')
  await expect(page.getByRole('link', { name: '12 Willow Tree' })).toBeVisible()
  await expect(page.getByText('300 Peachtree St NE')).toHaveCount(0)
  await expect(page.getByText('2100 Pleasant Hill Rd')).toHaveCount(0)
  // Collections an agent cannot act on are not in their menu.
  await expect(page.locator('nav').getByText('안내 페이지')).toHaveCount(0)
  await expect(page.locator('nav').getByText('사이트 설정')).toHaveCount(0)
})

for (const [name, locale, width] of [
  ['ko-desktop', 'ko-KR', 1280],
  ['en-desktop', 'en-US', 1280],
  ['ko-phone', 'ko-KR', 390],
] as const) {
  test(`screenshot of the agent's edit view (${name}) without sideways scrolling`, async ({ browser, request }) => {
    const kim = await realtorBySlug(request, 'kim')
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await openOwnPage(page, kim.id, locale === 'en-US' ? 'Profile' : '프로필')
    if (locale === 'en-US') await expect(page.getByText('Contact phone', { exact: true })).toBeVisible()
    await page.screenshot({ path: `screenshots/admin/realtor-edit-agent-${name}.png`, fullPage: true })
    await page.getByRole('button', { name: locale === 'en-US' ? 'Photos' : '사진', exact: true }).click()
    await thumbnailsLoaded(page)
    await page.screenshot({ path: `screenshots/admin/realtor-photos-agent-${name}.png`, fullPage: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })
}
