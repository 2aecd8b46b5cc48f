/**
 * SHA256SUMS of a backup folder: one `<sha256>  <path>` line per file, the format
 * `sha256sum -c SHA256SUMS` checks, so an operator can verify a copy without this project.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

export const CHECKSUMS_FILE = 'SHA256SUMS'

export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Files under `dir`, as paths relative to it with `/`, dot-files included (nothing may hide). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

export function writeChecksums(dir: string, sums: Map<string, string>): void {
  const lines = [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, sum]) => `${sum}  ${file}`)
  fs.writeFileSync(path.join(dir, CHECKSUMS_FILE), `${lines.join('\n')}\n`)
}

/** What is wrong with the folder's files against its SHA256SUMS; empty when every file is intact. */
export async function verifyChecksums(dir: string): Promise<{ problems: string[]; files: number }> {
  const list = path.join(dir, CHECKSUMS_FILE)
  if (!fs.existsSync(list))
    return { problems: [`${CHECKSUMS_FILE} is missing: this is not a backup folder (or it is incomplete)`], files: 0 }
  const expected = new Map<string, string>()
  for (const line of fs.readFileSync(list, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line)
    if (!match || match[2].split('/').some((part) => part === '..' || part === '') || path.isAbsolute(match[2])) {
      return { problems: [`${CHECKSUMS_FILE} has a line that is not "<sha256>  <path>": ${JSON.stringify(line.slice(0, 120))}`], files: 0 }
    }
    expected.set(match[2], match[1])
  }
  const problems: string[] = []
  for (const [file, sum] of expected) {
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) problems.push(`${file}: missing`)
    else if ((await hashFile(full)) !== sum) problems.push(`${file}: checksum differs (changed or damaged)`)
  }
  for (const file of filesUnder(dir)) {
    if (file !== CHECKSUMS_FILE && !expected.has(file)) problems.push(`${file}: not listed in ${CHECKSUMS_FILE}`)
  }
  return { problems, files: expected.size }
}
