/**
 * GET /api/analytics/daily.csv?agent=<id|all|landing>&days=<1-400>: the daily visitor numbers of the
 * last `days` days (30 by default), one row per day, oldest first, with the header in the requester's
 * admin language. The same rule as /admin/numbers decides the scope: staff any agent, all agents or the
 * landing page; an agent only their own (another id is a 403 saying so); nobody signed in a 401.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { METRICS } from '@/lib/analytics/figures'
import { scopeParam } from '@/lib/analytics/scope'
import { toCsv } from '@/lib/csv/toCsv'
import { localeOfLanguage } from '@/i18n/locales'
import { visitorNumbersTexts } from '@/i18n/visitorNumbersTexts'
import { visitorNumbers } from './numbers'

/** Everything but the routing, with the time given (tests hold the clock). */
export async function dailyCsv(req: Pick<PayloadRequest, 'payload' | 'user' | 'i18n' | 'query'>, now: Date): Promise<Response> {
  const language = localeOfLanguage(req.i18n?.language)
  const t = visitorNumbersTexts[language]
  const query = (req.query ?? {}) as Record<string, unknown>
  // A parameter given twice (an array) is not one value: it is refused like any other bad value.
  const one = (name: string) => (query[name] === undefined ? null : typeof query[name] === 'string' ? query[name] : 'not one value')
  const numbers = await visitorNumbers(req.payload, req.user, { agent: one('agent'), days: one('days') }, { now, language, detail: false })
  if (!numbers.ok)
    return Response.json(
      { errors: [{ message: t.refusals[numbers.reason] }] },
      { status: numbers.status, headers: { 'Cache-Control': 'no-store' } },
    )
  const rows = numbers.daily
    .filter(({ day }) => day >= numbers.periods.current.from)
    .map(({ day, figures }) => [day, ...METRICS.map((metric) => figures[metric])])
  const name = `visitor-numbers-${scopeParam(numbers.scope)}-${numbers.today.replace(/-/g, '')}.csv`
  return new Response(toCsv([t.day, ...METRICS.map((metric) => t.metrics[metric])], rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export const dailyCsvEndpoint: Endpoint = {
  path: '/analytics/daily.csv',
  method: 'get',
  handler: (req) => dailyCsv(req, new Date()),
}
