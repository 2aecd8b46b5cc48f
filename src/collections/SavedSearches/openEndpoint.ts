/**
 * GET /api/saved-searches/open?token=…: a home's link in an alert. Records the click (the back-off
 * counts alerts nobody opens; the agent sees the last home opened), then opens the listing's page on
 * the agent's site. The token is signed and names the page: nobody can use this to send people elsewhere.
 */
import type { Endpoint } from 'payload'

import { openSubject } from '@/lib/savedSearches/tokens'
import { siteOrigin } from '@/lib/savedSearches/links'
import { platformOrigin } from '@/lib/hosts'
import { savedSearchWithRealtor } from './find'
import { seeOther } from './formPost'

export const openEndpoint: Endpoint = {
  path: '/open',
  method: 'get',
  handler: async (req) => {
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('token') ?? ''
    const opened = openSubject(req.payload.secret, token)
    if (!opened) return seeOther(`${platformOrigin()}/`)
    const { payload } = req
    const found = await savedSearchWithRealtor(payload, opened.searchId)
    if (!found) return seeOther(`${platformOrigin()}${opened.path}`)
    const { saved, realtor } = found
    const homeId = decodeURIComponent(/\/listings\/([^/?]+)/.exec(opened.path)?.[1] ?? '')
    await payload.update({
      collection: 'saved-searches',
      id: saved.id,
      data: { alerts: { ...saved.alerts, unclicked: 0, lastClickedAt: new Date().toISOString(), lastClickedHome: homeId.slice(0, 120) } },
      overrideAccess: true,
    })
    return seeOther(`${siteOrigin(realtor)}${opened.path}`)
  },
}
