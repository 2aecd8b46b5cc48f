/**
 * deploy/prometheus-alerts.yml and deploy/grafana-dashboard.json: the rules file is YAML of
 * Prometheus's rule-file shape with the alerts operators were promised, and every metric the rules
 * and the dashboard name is one the app exports (a renamed metric would leave an alert silent).
 */
import fs from 'node:fs'

import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

import { registerDatabaseGauges } from '@/integrations/observability/databaseGauges'
import { metrics } from '@/integrations/observability/metrics'

type Rule = {
  alert?: string
  record?: string
  expr: string
  for?: string
  labels?: Record<string, string>
  annotations?: Record<string, string>
}
type RuleFile = { groups: { name: string; rules: Rule[] }[] }
type Panel = { type: string; title: string; targets?: { expr: string }[] }
type Dashboard = { panels: Panel[]; templating: { list: { type: string; query?: unknown; definition?: string }[] } }

const rules = parse(fs.readFileSync('deploy/prometheus-alerts.yml', 'utf8')) as RuleFile
const dashboard = JSON.parse(fs.readFileSync('deploy/grafana-dashboard.json', 'utf8')) as Dashboard
const alerts = rules.groups.flatMap((group) => group.rules)

/** Metric names of the app's registry, histograms with their series' suffixes. */
async function exportedNames(): Promise<Set<string>> {
  registerDatabaseGauges()
  const names = new Set<string>()
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`)
  }
  return names
}

/** Prometheus's own series. */
const BUILT_IN = new Set(['up'])
const KEYWORDS = new Set(['and', 'or', 'unless', 'offset', 'bool', 'inf', 'nan'])

/** The metric names a PromQL expression selects (a small reader: enough for these files). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
  return [...bare.matchAll(/(?<![\w.$])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:]|\s*\()/g)]
    .map(([, name]) => name!)
    .filter((name) => !KEYWORDS.has(name.toLowerCase()))
}

describe('the alert rules', () => {
  it('are a Prometheus rule file: named groups of rules, each with its expression, duration, severity and summary', () => {
    expect(rules.groups.length).toBeGreaterThan(0)
    for (const group of rules.groups) {
      expect(group.name).toMatch(/^[a-z-]+$/)
      for (const rule of group.rules) {
        expect(rule.alert, JSON.stringify(rule)).toMatch(/^Realtors[A-Z][A-Za-z0-9]+$/)
        expect(typeof rule.expr).toBe('string')
        expect(rule.for).toMatch(/^\d+[smh]$/)
        expect(['page', 'ticket']).toContain(rule.labels?.severity)
        expect(rule.annotations?.summary).toBeTruthy()
        // Balanced brackets: a broken expression would only show when Prometheus loads it.
        for (const [open, close] of ['()', '{}', '[]']) {
          expect(rule.expr.split(open!).length, `${rule.alert} ${open}${close}`).toBe(rule.expr.split(close!).length)
        }
      }
    }
    expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length)
  })

  it('cover deliveries stuck over 10 minutes, the queue age, the 5xx rate and readiness', () => {
    const find = (pattern: RegExp) => alerts.filter((rule) => pattern.test(rule.expr))
    expect(find(/realtors_deliveries_oldest_pending_age_seconds\)?\s*>\s*600\b/)).toHaveLength(1)
    expect(find(/realtors_jobs_oldest_queued_age_seconds\)?\s*>\s*\d+/)).toHaveLength(1)
    expect(find(/status=~"5\.\."/)).toHaveLength(1)
    expect(find(/realtors_ready\s*==\s*0/)).toHaveLength(1)
  })
})

describe('the Grafana dashboard', () => {
  it('has panels, each with a title, and queries on the chosen Prometheus data source', () => {
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row')
    expect(charts.length).toBeGreaterThan(10)
    for (const panel of charts) {
      expect(panel.title).toBeTruthy()
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0)
    }
    expect(dashboard.templating.list.map((variable) => variable.type)).toContain('datasource')
  })
})

describe('metric names', () => {
  it('the reader finds names and skips functions, labels, ranges and keywords', () => {
    expect(
      metricNames('sum by (kind) (rate(a_total{kind!="probe", status=~"5.."}[5m])) / sum(rate(b_total[5m])) > 0.02 and up == 0'),
    ).toEqual(['a_total', 'b_total', 'up'])
    expect(metricNames('histogram_quantile(0.95, sum by (le) (rate(x_bucket[5m])))')).toEqual(['x_bucket'])
  })

  it('every metric of the rules and the dashboard is one the app exports', async () => {
    const exported = await exportedNames()
    const used = new Map<string, string>()
    for (const rule of alerts) for (const name of metricNames(rule.expr)) used.set(name, `rule ${rule.alert}`)
    for (const panel of dashboard.panels)
      for (const target of panel.targets ?? []) for (const name of metricNames(target.expr)) used.set(name, `panel "${panel.title}"`)
    for (const variable of dashboard.templating.list) {
      const query = /label_values\(\s*([a-zA-Z_:][\w:]*)/.exec(variable.definition ?? '')
      if (query) used.set(query[1]!, 'the instance variable')
    }
    expect(used.size).toBeGreaterThan(15)
    const unknown = [...used].filter(([name]) => !exported.has(name) && !BUILT_IN.has(name)).map(([name, where]) => `${name} (${where})`)
    expect(unknown).toEqual([])
  })
})
