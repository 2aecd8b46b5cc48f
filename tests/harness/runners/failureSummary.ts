import fs from 'node:fs'

type JsonReport = {
  testResults?: { name: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]; message?: string }[]
}

/** Which drills failed and their first error lines, from Vitest's JSON report (or a note that there is none). */
export function failureSummary(reportFile: string): string {
  if (!fs.existsSync(reportFile)) return '[resilience] no test report: the run failed before or while starting Vitest'
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport
  const lines: string[] = []
  for (const file of report.testResults ?? []) {
    if (file.message) lines.push(`${file.name}: ${file.message.split('\n').slice(0, 6).join('\n')}`)
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      lines.push(`FAILED ${test.fullName}`, ...(test.failureMessages ?? []).map((m) => m.split('\n').slice(0, 12).join('\n')))
    }
  }
  return `\n=== resilience failures ===\n${lines.length ? lines.join('\n') : '(none reported by Vitest)'}`
}
