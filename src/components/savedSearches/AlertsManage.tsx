import './alerts.css'

import { alertPageWords } from '@/i18n/alertPages'
import type { Locale } from '@/i18n/locales'
import { format } from '@/i18n/messages'
import { criteriaInWords } from '@/lib/email/alertEmails'
import { alertFrequencies } from '@/lib/savedSearches/subscriptionSchema'
import type { ManageState } from '@/utilities/savedSearches/manage'

type Notice = 'confirmed' | 'saved' | 'deleted' | null

const ACTION = '/api/saved-searches/manage'

/**
 * The buyer's alerts with one agent, behind the signed link of every alert: how often, pause, delete
 * one, or delete everything about the address. Plain forms, answered by a redirect back here.
 */
export function AlertsManage({
  locale,
  state,
  notice,
  back,
  agent,
  homesHref,
}: {
  locale: Locale
  state: ManageState
  notice: Notice
  back: string
  agent: string
  homesHref: string
}) {
  const t = alertPageWords[locale]
  const hidden = (token: string, id?: number) => (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="back" value={back} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
    </>
  )
  return (
    <main className="legal alerts-page">
      <h1>{t.manageTitle}</h1>
      {notice === 'confirmed' && (
        <p role="status" className="alerts-page__notice" data-testid="alerts-confirmed">
          {t.confirmed}
        </p>
      )}
      {notice === 'saved' && (
        <p role="status" className="alerts-page__notice">
          {t.saved}
        </p>
      )}
      {notice === 'deleted' ? (
        <p role="status" className="alerts-page__notice" data-testid="alerts-deleted">
          {t.deleted}
        </p>
      ) : state.kind === 'invalid' ? (
        <p role="alert">{t.invalid}</p>
      ) : (
        <>
          {state.address && <p className="muted">{format(t.manageFor, { agent, address: state.address })}</p>}
          {state.alerts.length === 0 && <p>{t.empty}</p>}
          <ul className="alerts-page__list">
            {state.alerts.map((alert) => (
              <li key={alert.id} className="alerts-page__item" data-testid="managed-alert">
                <p className="alerts-page__what">
                  {alert.criteria ? criteriaInWords(locale, alert.criteria) : format(t.favourites, { count: alert.favourites })}
                </p>
                <p className="muted">{t.statuses[alert.status]}</p>
                {alert.status !== 'pending' && (
                  <form method="post" action={ACTION} className="alerts-page__row">
                    {hidden(state.token, alert.id)}
                    <input type="hidden" name="action" value="frequency" />
                    <label>
                      {t.howOften}
                      <select name="frequency" defaultValue={alert.frequency}>
                        {alertFrequencies.map((value) => (
                          <option key={value} value={value}>
                            {t.frequencies[value]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="button button--outline">
                      {t.save}
                    </button>
                  </form>
                )}
                <div className="alerts-page__row">
                  {alert.status !== 'pending' && (
                    <form method="post" action={ACTION}>
                      {hidden(state.token, alert.id)}
                      <input type="hidden" name="action" value={alert.status === 'active' ? 'pause' : 'resume'} />
                      <button type="submit" className="button button--outline">
                        {alert.status === 'active' ? t.pause : t.resume}
                      </button>
                    </form>
                  )}
                  <form method="post" action={ACTION}>
                    {hidden(state.token, alert.id)}
                    <input type="hidden" name="action" value="delete" />
                    <button type="submit" className="button button--outline">
                      {t.remove}
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
          <section className="alerts-page__danger">
            <h2>{t.deleteAllTitle}</h2>
            <p>{t.deleteAllIntro}</p>
            <form method="post" action={ACTION}>
              {hidden(state.token)}
              <input type="hidden" name="action" value="deleteAll" />
              <button type="submit" className="button alerts-page__delete" data-testid="alerts-delete-all">
                {t.deleteAllButton}
              </button>
            </form>
          </section>
        </>
      )}
      <p>
        <a href={homesHref} className="home-results__link">
          {t.toHomes}
        </a>
      </p>
    </main>
  )
}
