import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
)
