/**
 * One alert e-mail: the news a run found for one saved search, in the buyer's language, from the
 * agent. Each home links through /api/saved-searches/open (the click is recorded, then the agent's
 * listing page opens). Carries the one-click unsubscribe, the manage link and the back-off notice.
 * Sent once: a search that is no longer active, unsubscribed, or already sent this run gets nothing.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { TaskConfig } from 'payload'

import { isSuppressed, unsubscribeParts } from '@/collections/EmailSuppressions/suppression'
import { localizedPath } from '@/i18n/routing'
import { alertEmail, type AlertItem } from '@/lib/email/alertEmails'
import { platformOrigin } from '@/lib/hosts'
import { backOffAfter } from '@/lib/savedSearches/backOff'
import { criteriaFromJson, criteriaQuery } from '@/lib/savedSearches/criteria'
import { siteBasePath, siteUrl } from '@/lib/savedSearches/links'
import { manageToken, openToken } from '@/lib/savedSearches/tokens'
import { findSavedSearch } from '@/collections/SavedSearches/find'
import { deliveryRetries } from '../retryPolicy'
import { agentCardOf, sendToPublic } from '../agentCard'
import type { AlertItemInput } from './runAlerts'

export const emailAlert: TaskConfig<'emailAlert'> = {
  slug: 'emailAlert',
  inputSchema: [
    { name: 'savedSearchId', type: 'number', required: true },
    { name: 'runAt', type: 'text', required: true },
    { name: 'items', type: 'json', required: true },
  ],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const saved = await findSavedSearch(payload, input.savedSearchId)
    if (!saved || saved.status !== 'active') return { output: {} }
    if (saved.alerts?.lastSentAt && saved.alerts.lastSentAt >= input.runAt) return { output: {} }
    if (await isSuppressed(payload, saved.email)) return { output: {} }
    const realtorId = typeof saved.realtor === 'object' ? saved.realtor.id : saved.realtor
    const agent = await agentCardOf(payload, realtorId, saved.locale)
    if (!agent || agent.realtor._status !== 'published') return { output: {} }

    const locale = saved.locale
    const criteria = criteriaFromJson(saved.criteria)
    const items: AlertItem[] = (input.items as AlertItemInput[]).map((item) => {
      const path = localizedPath(locale, `${siteBasePath(agent.realtor)}${item.path}`)
      const token = openToken(payload.secret, saved.id, path)
      return { ...item, url: `${platformOrigin()}/api/saved-searches/open?token=${encodeURIComponent(token)}` }
    })
    const backOff = backOffAfter(saved.alerts?.unclicked ?? 0, saved.frequency)
    const { headers, pageUrl } = unsubscribeParts(payload, saved.email, locale)
    const manageUrl = siteUrl(
      agent.realtor,
      locale,
      `/alerts?token=${encodeURIComponent(manageToken(payload.secret, realtorId, saved.emailHash))}`,
    )
    const built = alertEmail({
      language: locale,
      agent: agent.card,
      criteria,
      frequency: saved.frequency,
      items,
      searchUrl: criteria
        ? siteUrl(agent.realtor, locale, `/homes?${criteriaQuery(criteria).toString()}`)
        : siteUrl(agent.realtor, locale, '/favourites'),
      manageUrl,
      unsubscribeUrl: pageUrl,
      backOff,
    })
    await sendToPublic(payload, { to: saved.email, agent, headers, kind: 'alert', key: `${saved.id}-${Date.parse(input.runAt)}` }, built)
    // Outside the job's transaction: once the SMTP server has it, the record says so.
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(sql`
      UPDATE saved_searches SET alerts_sent = COALESCE(alerts_sent, 0) + 1, alerts_last_sent_at = ${input.runAt},
        alerts_unclicked = ${backOff.kind === 'none' ? sql`COALESCE(alerts_unclicked, 0) + 1` : sql`0`},
        frequency = ${backOff.kind === 'weekly' ? sql`'weekly'` : sql`frequency`},
        alerts_next_check_at = ${backOff.kind === 'weekly' ? sql`${input.runAt}::timestamptz + interval '7 days'` : sql`alerts_next_check_at`},
        status = ${backOff.kind === 'stop' ? sql`'stopped'` : sql`status`}
      WHERE id = ${saved.id}`)
    return { output: {} }
  },
}
