/**
 * POST /api/saved-searches/subscribe: a buyer asks for alerts (a homes search, or their favourites).
 * Stored as `pending` with the consent sentence they agreed to, and the confirmation e-mail queued in
 * the same transaction: the only e-mail anyone gets before the buyer clicks its link (double opt-in).
 * The answer is the same whether the address is new, already subscribed or unsubscribed, so the form
 * tells nobody what another person signed up for; only the limit of 20 per agent is said out loud.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'

import { label } from '@/i18n/label'
import { emailHash, normalizeEmail } from '@/lib/email/addresses'
import { consentText } from '@/lib/savedSearches/consentText'
import { criteriaKeyOf, savedCriteriaOf } from '@/lib/savedSearches/criteria'
import { favouritesKeyOf } from '@/lib/savedSearches/favourites'
import {
  MAX_SAVED_SEARCHES_PER_AGENT,
  SUBSCRIPTION_BODY_LIMIT_BYTES,
  subscriptionSchema,
  type Subscription,
} from '@/lib/savedSearches/subscriptionSchema'
import { CONFIRM_WITHIN_MS, confirmToken, tokenHash } from '@/lib/savedSearches/tokens'
import { acceptSubmission } from '@/server/submissions'
import { isSuppressed } from '../EmailSuppressions/suppression'
import { countSubmission } from '../Analytics/countSubmission'

const tooMany = label(
  `이 에이전트에게 저장한 알림이 이미 ${MAX_SAVED_SEARCHES_PER_AGENT}개입니다. 알림 이메일의 '알림 설정 관리'에서 하나를 지운 뒤 다시 시도해 주세요.`,
  `You already have ${MAX_SAVED_SEARCHES_PER_AGENT} alerts with this agent. Delete one with "Manage my alerts" in any alert e-mail, then try again.`,
  `このエージェントの通知はすでに${MAX_SAVED_SEARCHES_PER_AGENT}件あります。通知メールの「通知の設定」から1件削除してから、もう一度お試しください。`,
)

/** The one answer to a sign-up that was taken, whatever was known of the address before. */
const ACCEPTED = { ok: true }
const accepted = () => Response.json(ACCEPTED, { status: 201 })

export const subscribeEndpoint: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: (req) =>
    acceptSubmission({
      req,
      collection: 'saved-searches',
      schema: subscriptionSchema,
      bodyLimitBytes: SUBSCRIPTION_BODY_LIMIT_BYTES,
      rateLimit: 'savedSearch',
      answer: () => ACCEPTED,
      store: (subscription) => store(req, subscription),
      counted: (subscription) => countSubmission(req, subscription.realtorId, { kind: 'saved_search', locale: subscription.locale }),
    }),
}

async function store(req: PayloadRequest, subscription: Subscription): Promise<{ id: number } | Response> {
  const { payload } = req
  const realtor = await payload
    .find({
      collection: 'realtors',
      where: { and: [{ id: { equals: subscription.realtorId } }, { _status: { equals: 'published' } }] },
      depth: 0,
      limit: 1,
      req,
    })
    .then(({ docs }) => docs[0])
  if (!realtor) return Response.json({ errors: [{ message: 'This agent does not exist or is not published.' }] }, { status: 404 })

  const email = normalizeEmail(subscription.email)
  const hash = emailHash(email)
  if (await isSuppressed(payload, email)) {
    payload.logger.info({ msg: 'alert sign-up for a suppressed address: nothing stored, nothing sent', realtor: realtor.id })
    return accepted()
  }
  const kind = subscription.search ? 'search' : 'favourites'
  const criteria = subscription.search ? savedCriteriaOf(subscription.search, realtor.activityRegion) : null
  const criteriaKey = criteria ? criteriaKeyOf(criteria) : favouritesKeyOf(subscription.favourites ?? [])

  const mine: { and: Where[] } = {
    and: [{ realtor: { equals: realtor.id } }, { emailHash: { equals: hash } }, { status: { not_equals: 'stopped' } }],
  }
  const same = await payload.find({
    collection: 'saved-searches',
    where: { and: [...mine.and, { criteriaKey: { equals: criteriaKey } }] },
    depth: 0,
    limit: 1,
    req,
  })
  const existing = same.docs[0]
  if (existing && existing.status !== 'pending') return accepted()
  if (!existing) {
    const { totalDocs } = await payload.count({ collection: 'saved-searches', where: mine, req })
    if (totalDocs >= MAX_SAVED_SEARCHES_PER_AGENT) {
      return Response.json({ errors: [{ message: tooMany[subscription.locale] }], code: 'tooMany' }, { status: 409 })
    }
  }

  const now = new Date()
  const confirmBy = new Date(now.getTime() + CONFIRM_WITHIN_MS).toISOString()
  const agentName = realtor.displayName || realtor.desiredUrl
  const data = {
    name: subscription.name || undefined,
    phoneCountryCode: subscription.phone ? subscription.phoneCountryCode : undefined,
    phone: subscription.phone || undefined,
    locale: subscription.locale,
    frequency: subscription.frequency,
    favourites: subscription.favourites ? { homes: subscription.favourites, known: {} } : undefined,
    consent: {
      text: consentText(subscription.locale, kind, agentName),
      givenAt: now.toISOString(),
      page: pageOf(req.headers.get('referer')),
    },
    confirmBy,
    confirmTokenHash: tokenHash(confirmToken(payload.secret, { realtorId: realtor.id, emailHash: hash, criteriaKey, confirmBy })),
  }
  // Asked again before confirming: the same row, a fresh link (the previous one stops working).
  const doc = existing
    ? await payload.update({ collection: 'saved-searches', id: existing.id, data, req })
    : await payload.create({
        collection: 'saved-searches',
        data: { ...data, realtor: realtor.id, kind, email, emailHash: hash, status: 'pending', criteria, criteriaKey },
        req,
      })
  await payload.jobs.queue({ task: 'emailAlertConfirmation', input: { savedSearchId: doc.id }, req })
  return { id: doc.id }
}

/** The page the form was on, as the consent record keeps it: an http(s) URL the browser sent, else nothing (the header is the client's). */
function pageOf(referer: string | null): string {
  try {
    const url = new URL(referer ?? '')
    return /^https?:$/.test(url.protocol) && url.href.length <= 300 ? url.href : ''
  } catch {
    return ''
  }
}
