import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The layers of docs/architecture.md, held by the linter: each folder imports only the layers below it.
// (Inside src/, an import that reaches another top-level folder is written with '@/', so these
// patterns see every crossing.)
const framework = ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react-dom/*']
const io = ['pg', 'redis', '@aws-sdk/*', 'nodemailer', 'node:fs', 'node:http', 'node:https', 'node:child_process']
const wiring = [
  '@/collections/**',
  '@/globals/**',
  '@/jobs/**',
  '@/endpoints/**',
  '@/access/**',
  '@/fields/**',
  '@/server/**',
  '@/plugins/**',
  '@/proxy',
]
const config = ['@/payload.config', '@payload-config']
const pages = ['@/app/**', '@/components/**', '@/utilities/**']
// The app under src/ is what the runtime starts: it never reaches back into the runtime, the developer tools or the tests.
const outsideSrc = ['**/runtime/**', '**/scripts/**', '**/tests/**']
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden, message: `${why} (docs/architecture.md, "Layers").`, allowTypeImports: true },
          ...(files.some((f) => f.startsWith('src/'))
            ? [{ group: outsideSrc, message: 'src/ never imports runtime/, scripts/ or tests/ (docs/architecture.md, "Layers").' }]
            : []),
        ],
      },
    ],
  },
})
const layers = [
  layer(['src/i18n/**'], ['@/*', ...framework, ...io], 'i18n is the bottom layer: locale tables and messages import nothing of ours'),
  layer(
    ['src/lib/**'],
    ['@/*', '!@/lib', '!@/lib/**', '!@/i18n', '!@/i18n/**', ...framework, ...io],
    'lib holds pure rules: only lib and i18n, no framework, no I/O',
  ),
  layer(['src/integrations/**'], [...pages, ...wiring, ...config], 'an integration is one outside system: it may use lib and i18n only'),
  layer(
    ['src/utilities/**'],
    ['@/app/**', '@/components/**', ...wiring],
    'utilities read data for pages through integrations and the Payload instance: no components, no collection or hook code',
  ),
  layer(
    ['src/components/**'],
    ['@/app/**', '@/utilities/**', '@/integrations/**', ...wiring, ...config],
    'components draw what they are given: routes read data through utilities and pass it in',
  ),
  layer(
    [
      'src/collections/**',
      'src/globals/**',
      'src/jobs/**',
      'src/endpoints/**',
      'src/access/**',
      'src/fields/**',
      'src/server/**',
      'src/plugins/**',
      'src/payload.config.ts',
    ],
    pages,
    'the Payload wiring serves every route: it never imports pages, components or their data getters',
  ),
  layer(
    ['src/app/**', 'src/proxy.ts'],
    wiring,
    'routes read through utilities and render components; the Payload wiring is reached through the Payload instance',
  ),
  layer(['runtime/**'], ['**/scripts/**', '**/tests/**'], 'the production runtime runs without the developer tools and the tests'),
  layer(['scripts/**'], ['**/tests/**'], 'developer tools do not import the tests'),
  layer(['tests/**'], ['**/scripts/**'], 'tests drive developer tools as processes, never by import'),
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.data/',
      'media/',
      'src/payload-types.ts',
      'src/migrations/',
      'src/app/(payload)/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Next's own rules (core web vitals: <img> without next/image attributes, sync scripts, <a> to pages...)
  // and the React hooks rules (order of hooks, effect dependencies, the compiler's purity rules).
  { ...nextPlugin.configs['core-web-vitals'], files: ['src/**/*.{ts,tsx}'] },
  { ...reactHooks.configs.flat['recommended-latest'], files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'] },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Our pictures are plain <img> on purpose: their attributes come from next/image's getImageProps on
      // the server (src/components/site/Picture.tsx), so next/image's client code never ships.
      '@next/next/no-img-element': 'off',
    },
  },
  ...layers,
)
