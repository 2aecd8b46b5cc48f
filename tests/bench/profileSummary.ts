/**
 * Where a server's CPU time went: self time of a V8 CPU profile (BENCH_CPU_PROFILE, see server.ts)
 * grouped by package (our code, next, react-dom, node internals...) and the top functions.
 *
 *   npx tsx tests/bench/profileSummary.ts /tmp/prof/CPU.*.cpuprofile [top=25]
 */
import fs from 'node:fs'

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [top]')
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map<number, number>()
profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))

/** The package (or area) a frame belongs to. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)'
  if (url.startsWith('node:')) return 'node internals'
  const modules = url.split('node_modules/')
  if (modules.length > 1) {
    const rest = modules.at(-1)!.split('/')
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
    if (pkg === 'next') {
      if (/compiled\/react-dom|react-dom/.test(url)) return 'react-dom (in next)'
      if (/compiled\/react-server-dom|react-server-dom/.test(url)) return 'react-server-dom (in next)'
      return 'next'
    }
    return pkg
  }
  if (url.includes('/.next/')) return 'our code (bundled in .next)'
  if (url.includes('/runtime/server/')) return 'our server wrapper (runtime/server)'
  return url.replace(/^file:\/\//, '').replace(process.cwd(), '.')
}

let total = 0
const areas = new Map<string, number>()
const functions = new Map<string, number>()
for (const [id, micros] of self) {
  const node = byId.get(id)!
  const { url, functionName, lineNumber } = node.callFrame
  total += micros
  const area = areaOf(url, functionName)
  areas.set(area, (areas.get(area) ?? 0) + micros)
  const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(process.cwd(), '.')}:${lineNumber + 1}` : ''}`
  functions.set(key, (functions.get(key) ?? 0) + micros)
}
const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`
console.log(`CPU time sampled: ${(total / 1e6).toFixed(1)} s\n\nBy area (self time):`)
for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(micros)}  ${area}`)
console.log(`\nTop functions (self time):`)
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25))) console.log(`  ${pct(micros)}  ${name.slice(0, 160)}`)
