/**
 * Playwright runs against a production server started by tests/harness/runners/e2e.ts
 * (BASE_URL). Chromium comes from CHROMIUM_PATH or Debian's /usr/bin/chromium.
 */
import { defineConfig, devices } from '@playwright/test'
import fs from 'node:fs'

const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate))

export default defineConfig({
  // `npm run screenshots` (SCREENSHOTS=1) photographs the pages instead of testing them.
  testDir: process.env.SCREENSHOTS === '1' ? 'tests/screenshots' : 'tests/e2e',
  testMatch: process.env.SCREENSHOTS === '1' ? '**/*.shots.ts' : '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    // Korean is the product's default; tests that need another language say so.
    locale: 'ko-KR',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
})
