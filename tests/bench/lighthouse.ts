/**
 * Lighthouse (node API) in the system Chromium via chrome-launcher: one headless browser for all
 * runs (Lighthouse clears the origin's cache and storage before each), the default mobile config
 * (simulated slow 4G and 4x CPU) and the desktop preset, as a Korean browser (Accept-Language ko-KR).
 * Audits that cost points are printed.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const ACCEPT_LANGUAGE = 'ko-KR,ko;q=0.9'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export type LighthouseRun = { page: string; formFactor: 'mobile' | 'desktop'; url: string }
export type LighthouseScores = {
  scores: Record<(typeof CATEGORIES)[number], number | null>
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
}

export async function runLighthouse(runs: LighthouseRun[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
  try {
    const results: LighthouseScores[] = []
    for (const run of runs) {
      const config: Config | undefined = run.formFactor === 'desktop' ? desktopConfig : undefined
      const started = Date.now()
      const result = await lighthouse(
        run.url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
          // Korean, the default locale: without it the proxy answers an en-US browser with a redirect to /en.
          extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE },
        },
        config,
      )
      if (!result) throw new Error(`Lighthouse returned nothing for ${run.url}`)
      const lhr = result.lhr
      if (lhr.runtimeError) console.warn(`[lighthouse] ${run.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      for (const warning of lhr.runWarnings) console.warn(`[lighthouse] ${run.url}: ${warning}`)
      console.log(`[lighthouse] ${run.formFactor} ${run.url} in ${Math.round((Date.now() - started) / 1000)} s`)
      printLosses(lhr)
      results.push({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100)]),
        ) as LighthouseScores['scores'],
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}

function numeric(lhr: Result, audit: string): number | null {
  return lhr.audits[audit]?.numericValue ?? null
}

/** Weighted audits below full marks, per category, with a few of their items: where the points go. */
function printLosses(lhr: Result): void {
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category) continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      console.log(`[lighthouse]   ${id}: ${ref.id} (${audit.displayValue ?? `score ${audit.score}`})${itemsOf(audit)}`)
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details
  const snippet = JSON.stringify(lcpElement ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1]
  if (snippet) console.log(`[lighthouse]   LCP element: ${snippet.slice(0, 160)}`)
}

function itemsOf(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined
  const items = (details?.items ?? []).slice(0, 3).map((item) => {
    const source = item.source as { url?: string } | undefined
    const location = item.sourceLocation as { url?: string } | undefined
    const node = item.node as { snippet?: string } | undefined
    const text = item.url ?? source?.url ?? item.description ?? node?.snippet ?? ''
    return `${String(text).slice(0, 140)}${location?.url && location.url !== text ? ` (${location.url})` : ''}`
  })
  return items.filter(Boolean).length ? `: ${items.filter(Boolean).join(' | ')}` : ''
}
