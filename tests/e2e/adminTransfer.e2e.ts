import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { DEMO_SUPPORT } from '../../scripts/seed/index'
import { adminLogin, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

test('support exports a realtor, edits the file, imports it and sees the change on the public page', async ({ page, request }, testInfo) => {
  const park = await realtorBySlug(request, 'park')
  await adminLogin(page, DEMO_SUPPORT)
  await page.goto(`/admin/collections/realtors/${park.id}`)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'JSON 내보내기' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^realtor-park-\d{8}\.json$/)
  const json = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'))
  expect(json.desiredUrl).toBe('park')

  const text = `Imported by support ${Date.now()}`
  const edited = testInfo.outputPath('park.json')
  fs.writeFileSync(edited, JSON.stringify({ ...json, aboutMeEn: text }))
  await page.getByLabel('JSON 가져오기').setInputFiles(edited)
  await expect(page.getByRole('group', { name: '바뀌는 항목' })).toContainText('aboutMeEn')
  await page.getByRole('button', { name: '적용' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Realtor에 대한 수정이 완료되었습니다.' })).toHaveText(
    `ID: ${park.id} Realtor에 대한 수정이 완료되었습니다.`,
  )

  await page.goto('/en/park')
  await expect(page.getByText(text)).toBeVisible()
})

test('a bad file shows the server message and changes nothing', async ({ page, request }, testInfo) => {
  const park = await realtorBySlug(request, 'park', 'en')
  await adminLogin(page, DEMO_SUPPORT)
  await page.goto(`/admin/collections/realtors/${park.id}`)
  const bad = testInfo.outputPath('bad.json')
  fs.writeFileSync(bad, '{ not json')
  await page.getByLabel('JSON 가져오기').setInputFiles(bad)
  await expect(page.getByRole('status').filter({ hasText: 'The file is not JSON' })).toBeVisible()
  expect((await realtorBySlug(request, 'park', 'en')).aboutMe).toBe(park.aboutMe)
})
