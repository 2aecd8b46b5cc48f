/**
 * /admin/numbers: an agent's visitor numbers (staff: all agents', the landing page's or one agent's),
 * drawn on the server in the admin's layout: the totals with the change from the period before, a
 * bar chart per main figure, the top pages, listings, sources, languages and devices, staff's table
 * per agent, the response times and the daily CSV. Days or Weeks and the agent are query parameters;
 * whether the reader may see them is decided by the reading function (the config's), never here.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { visitorNumbersTexts } from '@/i18n/visitorNumbersTexts'
import { scopeParam } from '@/lib/analytics/scope'

import { ResponseTimes } from '../ResponseTimes'
import { numberFormats } from './formats'
import { NUMBERS_PATH, numbersHref } from './links'
import { NumbersBody } from './NumbersBody'
import { NumbersControls } from './NumbersControls'
import type { ReadVisitorNumbers } from './types'

type Props = AdminViewServerProps & { readNumbers: ReadVisitorNumbers }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? 'not one value' : (value ?? null))

export async function VisitorNumbersView(props: Props) {
  const { initPageResult, params, searchParams, readNumbers } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user } = req
  const admin = payload.config.routes.admin
  // Payload lets anyone reach a custom view: the sign-in comes first, and brings them back here.
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${NUMBERS_PATH}`)}`)
  const language = localeOfLanguage(req.i18n?.language)
  const t = visitorNumbersTexts[language]
  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const numbers = await readNumbers(
    payload,
    user,
    { agent: one(query.agent), days: one(query.days), by: one(query.by) },
    { now: new Date(), language },
  )
  const scopeName = !numbers.ok
    ? null
    : numbers.scope.kind === 'all'
      ? t.allAgents
      : numbers.scope.kind === 'landing'
        ? t.landing
        : numbers.name
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div data-testid="visitor-numbers" style={{ display: 'grid', gap: 24, padding: '24px 0 48px', minWidth: 0 }}>
          <h1 style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {t.title}
            {scopeName ? ` · ${scopeName}` : null}
          </h1>
          {numbers.ok ? (
            <>
              <NumbersControls
                admin={admin}
                agent={scopeParam(numbers.scope)}
                by={numbers.by}
                days={numbers.days}
                texts={t}
                choices={numbers.staff ? numbers.choices : null}
              />
              <NumbersBody
                numbers={numbers}
                texts={t}
                formats={numberFormats(language)}
                language={language}
                admin={admin}
                api={payload.config.routes.api}
              />
              {/* An agent's own response times, or staff's per agent beside all agents' numbers. */}
              {!numbers.staff || numbers.scope.kind === 'all' ? <ResponseTimes payload={payload} user={user} i18n={req.i18n} /> : null}
            </>
          ) : (
            <div role="alert" data-testid="numbers-refused" data-status={numbers.status} style={{ display: 'grid', gap: 8 }}>
              <p style={{ margin: 0 }}>{t.refusals[numbers.reason]}</p>
              {numbers.reason === 'noPage' ? null : (
                <p style={{ margin: 0 }}>
                  <a href={numbersHref(admin)}>{t.seeYourNumbers}</a>
                </p>
              )}
            </div>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
