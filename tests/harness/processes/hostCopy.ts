/**
 * A copy of the production build in its own directory, as on a second host: its own
 * .next (the build without its cache), and the rest of the checkout linked (the code
 * the server runs is the same files a deployment would carry).
 */
import fs from 'node:fs'
import path from 'node:path'

const LINKED = ['node_modules', 'src', 'runtime', 'scripts', 'public', 'package.json', 'next.config.mjs', 'tsconfig.json']

export function copyBuildAsHost(checkout: string, hostDir: string): string {
  fs.mkdirSync(hostDir, { recursive: true })
  fs.cpSync(path.join(checkout, '.next'), path.join(hostDir, '.next'), {
    recursive: true,
    // Each host starts with an empty local cache, as a fresh instance does.
    filter: (source) => !source.startsWith(path.join(checkout, '.next', 'cache')),
  })
  for (const name of LINKED) {
    const source = path.join(checkout, name)
    if (fs.existsSync(source)) fs.symlinkSync(source, path.join(hostDir, name))
  }
  return hostDir
}
