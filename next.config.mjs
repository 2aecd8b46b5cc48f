import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { redisSettings } from './src/integrations/redis/settings.mjs'
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './src/lib/uploads/imageLimits.mjs'

// One id for the build, known to the server and baked into the pages, so open
// pages can notice a new deployment (spec section 4).
const buildId = process.env.BUILD_ID || `${Date.now()}`

// Headers for every response. Pages get their Content-Security-Policy (with a
// per-request nonce) and X-Frame-Options from src/proxy.ts; the API and files
// get a policy under which nothing runs. HSTS only in production builds: a
// browser would otherwise pin https on a developer's localhost.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]
const nonDocumentHeaders = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
]

// Next's cache handler, telling each request its page's cache tags (src/integrations/httpCache/pageTags.mjs):
// with REDIS_URL one data cache for every instance (docs/operations.md, "Running at scale"), else Next's own
// in-process cache, wrapped. Chosen when the server starts (this file is evaluated then too), so one build
// serves both modes; not named for `next build`, which renders nothing that needs it and would copy a
// handler's sources into the image (the image names its bundled one: runtime/server/runtimeConfig.ts).
const cacheHandler = fileURLToPath(
  new URL(
    redisSettings() ? './src/integrations/redis/cacheHandler.mjs' : './src/integrations/httpCache/localCacheHandler.mjs',
    import.meta.url,
  ),
)

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  generateBuildId: () => buildId,
  // Deploys without downtime: an old page asking a new instance (or the reverse) for a chunk
  // or an RSC payload of another build is told so and loads in full instead of breaking.
  deploymentId: buildId,
  // The production image copies .next/standalone (only the files the server needs); the
  // server it runs is ours (runtime/server/main.ts, bundled), not the standalone server.js.
  // (Not when our server evaluates this file again to serve a checkout's build, where Next
  // would only warn that `next start` does not serve standalone output: ours does.)
  ...(process.env.REALTORS_SERVING_CHECKOUT_BUILD ? {} : { output: 'standalone' }),
  outputFileTracingRoot: import.meta.dirname,
  // The tracer follows the media directory's path (src/collections/Media) into our TypeScript
  // sources: the server runs the compiled chunks, never these.
  outputFileTracingExcludes: { '*': ['src/**/*.ts', 'src/**/*.tsx', 'scripts/**', 'runtime/**', 'tests/**'] },
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  experimental: {
    globalNotFound: true,
    // /_next/image decodes originals: the same pixel cap as uploads, so no stored or
    // requested image can make it allocate more (sharp refuses before decoding).
    imgOptMaxInputPixels: MAX_IMAGE_PIXELS,
    // Public pages are cached (src/utilities/cachedPage.ts) and expired by tag, and a tag's expiry
    // lives in this process: pages written to .next would outlive a restart and be served stale. So
    // the default (single-instance) mode keeps its cache in memory; REDIS_URL shares one across instances.
    isrFlushToDisk: false,
  },
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    { source: '/api/:path*', headers: nonDocumentHeaders },
    { source: '/_next/static/:path*', headers: nonDocumentHeaders },
  ],
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // AVIF first (about a fifth smaller than WebP at the same quality; what a phone's LCP waits for),
    // WebP for browsers that do not take it. /_next/image picks by the request's Accept header and
    // caches each format apart (Vary: Accept).
    formats: ['image/avif', 'image/webp'],
    // Every picture is an upload's 'fullsize' variant, at most 1,920 px wide (src/collections/Media): Next's
    // 2,048 and 3,840 only named that same file twice more in every srcset, in the HTML and again in its RSC
    // payload. No picture is drawn under 44 px, so neither are 16, 32 and 64.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [48, 96, 128, 256, 384],
    // An original larger than any upload is not ours: not fetched in full.
    maximumResponseBody: MAX_UPLOAD_BYTES,
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

/**
 * withPayload asks every browser, on every path, for its colour scheme (`Accept-CH`) and marks the hint
 * critical (`Critical-CH`): a browser that did not send it restarts the request with it. Only the
 * admin renders by that hint, so only the admin asks for it. On a public page it would cost every
 * first-time visitor one more round trip before anything arrives (on a phone's network, the largest
 * single cost of the first view), and a shared cache one copy more per scheme.
 */
function colourSchemeHintForAdminOnly(config) {
  const headers = config.headers
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      ),
  }
}

export default (phase) =>
  colourSchemeHintForAdminOnly(
    withPayload(phase === PHASE_PRODUCTION_BUILD ? nextConfig : { ...nextConfig, cacheHandler }, { devBundleServerPackages: false }),
  )
