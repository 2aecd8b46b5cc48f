/**
 * First-load JavaScript of a page: every response Chromium (Playwright, fresh context, no cache)
 * loads as a script until the network is idle after `load` (locale ko-KR, so no locale redirect). The measured value is the sum of each
 * script body gzipped here with zlib at level 9 (like `gzip -9`), so it does not depend on how the
 * server compresses; what actually crossed the wire (encoded body sizes) is reported beside it.
 * Inline scripts (the RSC payload in the HTML) are not counted: they are part of the document.
 */
import { chromium } from '@playwright/test'
import zlib from 'node:zlib'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse'

export type ScriptSizes = {
  scripts: number
  rawBytes: number
  gzipBytes: number
  transferredBytes: number
  /** gzip -9 size of each script by path, to tell the framework's floor from our own code */
  byPath: Map<string, number>
}

/**
 * Splits a page's first-load JavaScript into the framework's floor (the scripts a page with no
 * client component of ours also loads: React, the Next runtime and router) and our own (the rest).
 */
export function splitByFloor(page: ScriptSizes, floor: ScriptSizes): { floorBytes: number; ownBytes: number } {
  let floorBytes = 0
  let ownBytes = 0
  for (const [path, bytes] of page.byPath) {
    if (floor.byPath.has(path)) floorBytes += bytes
    else ownBytes += bytes
  }
  return { floorBytes, ownBytes }
}

export async function measureFirstLoadJs(pages: { name: string; url: string }[]): Promise<Map<string, ScriptSizes>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  try {
    const sizes = new Map<string, ScriptSizes>()
    for (const { name, url } of pages) {
      const context = await browser.newContext({ locale: 'ko-KR' })
      const page = await context.newPage()
      const pending: Promise<{ url: string; raw: number; gzip: number; transferred: number; encoding: string }>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        pending.push(
          (async () => {
            const body = await response.body()
            const { responseBodySize } = await response.request().sizes()
            return {
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: zlib.gzipSync(body, { level: 9 }).length,
              transferred: responseBodySize,
              encoding: (await response.headerValue('content-encoding')) ?? 'none',
            }
          })(),
        )
      })
      const response = await page.goto(url, { waitUntil: 'load' })
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
      await page.waitForLoadState('networkidle')
      const scripts = await Promise.all(pending)
      await context.close()
      const total: ScriptSizes = { scripts: scripts.length, rawBytes: 0, gzipBytes: 0, transferredBytes: 0, byPath: new Map() }
      for (const script of scripts) {
        total.rawBytes += script.raw
        total.gzipBytes += script.gzip
        total.transferredBytes += script.transferred
        total.byPath.set(script.url, script.gzip)
      }
      sizes.set(name, total)
      console.log(`[js] ${name} ${url}: ${scripts.length} scripts, ${kib(total.gzipBytes)} KiB gzip -9 (${kib(total.rawBytes)} KiB raw, ${kib(total.transferredBytes)} KiB transferred)`)
      for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`[js]   ${kib(script.gzip).padStart(6)} KiB gzip  ${kib(script.raw).padStart(6)} KiB raw  ${script.encoding.padEnd(4)} ${script.url}`)
      }
    }
    return sizes
  } finally {
    await browser.close()
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
