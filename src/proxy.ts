/**
 * Next 16 proxy: the page's CSP (a fresh nonce for the admin and preview, script hashes for the
 * cached public pages), then, for
 * the public site, the locale prefix and which site the host serves.
 * The routing decision itself is the pure routeRequest(); this file applies it.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE } from '@/i18n/routing'
import { BAD_HOST_MESSAGE, isValidHost, parseHomeHosts } from '@/lib/hosts'
import { hasInternalSegment, ORIGINAL_PATH_HEADER, routeRequest, type RouteDecision } from '@/lib/requestRouting'
import { knownInlineScripts } from '@/lib/inlineScripts'
import { contentSecurityPolicy, createNonce, type PolicyArea } from '@/lib/security/contentSecurityPolicy'
import { showcaseFraming } from '@/lib/security/showcaseFrame'
import { sha256Source } from '@/lib/security/scriptHashes'

const homeHosts = parseHomeHosts(process.env.HOME_HOSTS)
const ownScriptHashes = knownInlineScripts.map(sha256Source)
const development = process.env.NODE_ENV === 'development'

export function proxy(request: NextRequest) {
  // Also refused by the production server before Next (runtime/server/requestGate.ts); here for `next dev` and plain `next start`.
  if (!isValidHost(request.headers.get('host'))) return badHost()
  const { pathname } = request.nextUrl
  const area: PolicyArea =
    pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : pathname.startsWith('/preview/') ? 'preview' : 'site'
  // Public pages in production are cached, so they carry no nonce: the server hashes their inline
  // scripts into the policy (runtime/server/cspHashes.ts). The admin, the live preview and
  // development keep a per-request nonce, which Next reads from the request's CSP header and puts on its scripts.
  const streamed = area === 'site' && !development && streamsPerRequest(pathname)
  const nonce = area !== 'site' || development || streamed ? createNonce() : undefined
  const servedAsIs = area !== 'site' || ((looksLikeFile(pathname) || pathname.startsWith('/_next/')) && !hasInternalSegment(pathname))
  const decision = servedAsIs ? null : routeOf(request)
  const showcase = decision && showcaseFraming(decision, pathname, request.nextUrl.searchParams)
  // The layout is shared with cached pages, so our own inline scripts carry no nonce: they are allowed by hash.
  const csp = contentSecurityPolicy({ nonce, area, development, scriptHashes: streamed ? ownScriptHashes : [], showcase })
  const headers = new Headers(request.headers)
  if (nonce) headers.set('content-security-policy', csp)
  else headers.delete('content-security-policy')

  // The admin, the preview, public/ files, the robots.txt / sitemap.xml routes and Next's own paths: served
  // as they are; any other dotted path falls to the 404 page, which still gets the policy below.
  const response = decision ? routeSite(request, headers, decision) : NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  // Public pages refuse every frame (an agent's home page excepted for the landing's showcase, same origin
  // only: src/lib/security/showcaseFrame.ts); the admin and its live preview only their own origin.
  response.headers.set('X-Frame-Options', area === 'site' && showcase !== 'framed' ? 'DENY' : 'SAMEORIGIN')
  if (area === 'preview') {
    // Drafts: never kept by a shared cache or indexed.
    response.headers.set('Cache-Control', 'private, no-store')
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  }
  return response
}

function routeOf(request: NextRequest): RouteDecision {
  const { pathname, search } = request.nextUrl
  return routeRequest({
    host: request.headers.get('host'),
    pathname,
    search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    homeHosts,
  })
}

function routeSite(request: NextRequest, headers: Headers, decision: RouteDecision): NextResponse {
  const { pathname, search } = request.nextUrl

  if (decision.kind === 'badHost') return badHost()
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status)
  }
  headers.set(ORIGINAL_PATH_HEADER, `${pathname}${search}`)
  const target = decision.kind === 'rewrite' ? decision.path : `/${decision.locale}/~not-found${pathname}`
  // No Set-Cookie here: the page's own script remembers the locale (src/lib/inlineScripts.ts), so a
  // public page is the same bytes for every visitor and a shared cache may keep it.
  return NextResponse.rewrite(new URL(target, request.url), { request: { headers } })
}

/** A Host header that names no host: a short plain answer, nothing rendered, nothing cached. */
function badHost(): NextResponse {
  return new NextResponse(BAD_HOST_MESSAGE, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The homes search (/{desiredUrl}/homes, /homes on an agent's domain, any locale) renders per request
 * and streams its results behind a Suspense boundary: React completes the boundary with inline scripts
 * of its own that no hash list can know in advance, so this page gets the per-request nonce, which
 * Next and React put on their scripts. It is never cached, so the nonce is never replayed.
 */
function streamsPerRequest(pathname: string): boolean {
  return /\/homes\/?$/.test(pathname)
}

/** The last segment holds a dot: a file of public/ or a file-like route, never a page of ours. */
function looksLikeFile(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf('/')).includes('.')
}

export const config = {
  // Everything but the API and Next's built assets and image optimizer, which get their
  // headers from next.config.mjs: pages whatever their path looks like (dots included), files
  // of public/, and the rest of /_next/ (its error pages are HTML too).
  matcher: ['/((?!api/|api$|_next/static/|_next/image).*)'],
}
