/**
 * Next 16 proxy: a fresh CSP nonce for every page (site and admin), then, for
 * the public site, the locale prefix and cookie and which site the host serves.
 * The routing decision itself is the pure routeRequest(); this file applies it.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/routing'
import { parseHomeHosts } from './lib/hosts'
import { ORIGINAL_PATH_HEADER, routeRequest } from './lib/requestRouting'
import { contentSecurityPolicy, createNonce, type PolicyArea } from './lib/security/contentSecurityPolicy'

const homeHosts = parseHomeHosts(process.env.HOME_HOSTS)
const development = process.env.NODE_ENV === 'development'

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const area: PolicyArea = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'site'
  const csp = contentSecurityPolicy({ nonce: createNonce(), area, development })
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)

  const response = area === 'admin' ? NextResponse.next({ request: { headers } }) : routeSite(request, headers)
  response.headers.set('Content-Security-Policy', csp)
  response.headers.set('X-Frame-Options', area === 'admin' ? 'SAMEORIGIN' : 'DENY')
  return response
}

function routeSite(request: NextRequest, headers: Headers): NextResponse {
  const { pathname, search } = request.nextUrl
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value
  const decision = routeRequest({
    host: request.headers.get('host'),
    pathname,
    search,
    cookieLocale,
    acceptLanguage: request.headers.get('accept-language'),
    homeHosts,
  })

  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status)
  }
  headers.set(ORIGINAL_PATH_HEADER, `${pathname}${search}`)
  const target =
    decision.kind === 'rewrite' ? decision.path : `/${decision.locale}/~not-found${pathname}`
  const response = NextResponse.rewrite(new URL(target, request.url), { request: { headers } })
  if (!cookieLocale) {
    response.cookies.set(LOCALE_COOKIE, decision.locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
    })
  }
  return response
}

export const config = {
  // Pages only: not the API, Next's assets, or files (anything with a dot); those get
  // their headers from next.config.mjs.
  matcher: ['/((?!api/|api$|_next/|.*\\.[A-Za-z0-9]+$).*)'],
}
