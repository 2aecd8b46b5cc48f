/** Result rows of the bench: collected as measured, printed as a table, written to bench/results.json. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type Comparison = '<=' | '>='

export type ResultRow = {
  name: string
  value: number | null
  unit: string
  /** null where there is no target (raw req/s, memory, the static twins) */
  target: number | null
  /** true / false against the target; null without a target or without a value */
  met: boolean | null
  /** how value is compared with target; absent without a target */
  comparison?: Comparison
}

export class Results {
  readonly rows: ResultRow[] = []

  /** Adds a row; `target` as '<= 25' or '>= 0.8', or null. A null value (measurement failed) never meets. */
  add(name: string, value: number | null, unit: string, target: `${Comparison} ${number}` | null = null): void {
    let row: ResultRow = { name, value, unit, target: null, met: null }
    if (target) {
      const [comparison, limit] = target.split(' ') as [Comparison, string]
      const goal = Number(limit)
      const met = value === null ? false : comparison === '<=' ? value <= goal : value >= goal
      row = { ...row, target: goal, met, comparison }
    }
    this.rows.push(row)
    console.log(`[bench] ${formatRow(row).join('  ')}`)
  }
}

const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100)

function formatRow(row: ResultRow): string[] {
  const value = row.value === null ? 'n/a' : String(round(row.value))
  const target = row.target === null ? '-' : `${row.comparison} ${row.target}`
  const met = row.met === null ? '-' : row.met ? 'yes' : 'NO'
  return [row.name, value, row.unit, target, met]
}

export function printTable(rows: ResultRow[]): void {
  const header = ['name', 'value', 'unit', 'target', 'met']
  const cells = [header, ...rows.map(formatRow)]
  const widths = header.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)))
  const line = (parts: string[]) =>
    parts.map((part, i) => (i === 1 ? part.padStart(widths[i]!) : part.padEnd(widths[i]!))).join('  ')
  console.log()
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const parts of cells.slice(1)) console.log(line(parts))
  const judged = rows.filter((row) => row.met !== null)
  console.log(`\n${judged.filter((row) => row.met).length} of ${judged.length} targets met`)
}

export function writeResults(file: string, rows: ResultRow[]): void {
  const commit = gitCommit()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ commit, measuredAt: new Date().toISOString(), results: rows }, null, 2)}\n`)
  console.log(`[bench] wrote ${file}`)
}

/** HEAD, with '-dirty' when the work tree has uncommitted changes (the numbers are then of those). */
function gitCommit(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    return dirty ? `${head}-dirty` : head
  } catch {
    return null
  }
}
