/**
 * Next 16 proxy: locale prefix and cookie, then which site the host serves.
 * The decision itself is the pure routeRequest(); this file only applies it.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/routing'
import { parseHomeHosts } from './lib/hosts'
import { ORIGINAL_PATH_HEADER, routeRequest } from './lib/requestRouting'

const homeHosts = parseHomeHosts(process.env.HOME_HOSTS)

export function proxy(request: NextRequest) {
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
  const headers = new Headers(request.headers)
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
  // Not for the admin, the API, Next's assets, or files (anything with a dot).
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|.*\\.[A-Za-z0-9]+$).*)'],
}
