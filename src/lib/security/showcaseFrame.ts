/**
 * The one exception to "public pages are never framed": the landing's showcase shows each agent's
 * home page live in its slide (components/landing/ShowcaseLive.tsx). Only that page, only at the
 * address the showcase asks for (the page's own path plus SHOWCASE_FRAME_QUERY) and only for a
 * frame of the same origin: every other page, and that page at its ordinary address, keeps
 * `frame-ancestors 'none'` and X-Frame-Options DENY, and no other site can frame any of them.
 */
import { parseLocalePath } from '@/i18n/routing'
import { DOMAIN_SEGMENT_PREFIX } from '@/lib/hosts'
import type { RouteDecision } from '@/lib/requestRouting'

/** The query the showcase adds to an agent's page address: `/kim?showcase`, `/en/kim?showcase`. */
export const SHOWCASE_FRAME_QUERY = 'showcase'

/** What a page may do with frames: the landing frames its showcase, an agent's marked home page is framed by it. */
export type ShowcaseFraming = 'frames' | 'framed' | null

/** The address a showcase slide frames for an agent's platform page path (`/kim`, `/en/kim`). */
export function showcaseFrameAddress(pagePath: string): string {
  return `${pagePath}?${SHOWCASE_FRAME_QUERY}`
}

export function showcaseFraming(decision: RouteDecision, pathname: string, searchParams: URLSearchParams): ShowcaseFraming {
  if (decision.kind !== 'rewrite') return null
  if (decision.site === 'landing') return 'frames'
  if (decision.site !== 'agent' || !searchParams.has(SHOWCASE_FRAME_QUERY)) return null
  // An agent's home page on the platform's host, /{desiredUrl}: not one on their own domain (rewritten
  // under its domain segment), which the platform's landing would frame from another origin anyway.
  const onOwnDomain = decision.path.split('/')[2]?.startsWith(DOMAIN_SEGMENT_PREFIX) ?? false
  const segments = parseLocalePath(pathname).rest.split('/').filter(Boolean)
  return !onOwnDomain && segments.length === 1 ? 'framed' : null
}
