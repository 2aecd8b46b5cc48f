import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { platformOrigin } from '@/lib/hosts'
import { consentText } from '@/lib/savedSearches/consentText'
import type { SubscriptionFormLabels } from './SubscriptionForm'

/**
 * The form's words in the page's language, only those it shows (client props travel with the page).
 * The consent names the agent and says what the buyer gets: a search's new homes or their favourites' news.
 */
export function subscriptionLabels(locale: Locale, t: Messages, agent: string, kind: 'search' | 'favourites'): SubscriptionFormLabels {
  const s = t.savedSearch
  return {
    email: s.email,
    name: s.name,
    phone: s.phone,
    country: s.country,
    frequency: s.frequency,
    frequencies: s.frequencies,
    privacyLink: s.privacyLink,
    submit: kind === 'search' ? s.submit : t.favourites.submit,
    submitting: s.submitting,
    done: s.done,
    // The very sentence the sign-up keeps as the consent record.
    consent: consentText(locale, kind, agent),
    errors: { ...t.lead.errors, ...s.errors },
    phoneCountry: t.phoneCountry,
  }
}

/**
 * The privacy policy in the page's language. It is a platform page: on an agent's own domain (no base
 * path) it is reached on the platform's origin, where /terms/privacy lives.
 */
export function privacyHrefOf(locale: Locale, basePath: string): string {
  const path = `${localizedPath(locale, '/terms/privacy')}#${locale}`
  return basePath ? path : `${platformOrigin()}${path}`
}
