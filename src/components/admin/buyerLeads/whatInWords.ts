/** What a buyer lead follows, in words: the search ("Single-family home · Buy · Irvine, CA") or "Favourites (3 homes)". */
import type { SavedSearch } from '@/payload-types'
import { buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import type { Locale } from '@/i18n/locales'
import { criteriaInWords } from '@/lib/email/alertEmails'
import { criteriaFromJson } from '@/lib/savedSearches/criteria'
import { favouritesFromJson } from '@/lib/savedSearches/favourites'

export type Followed = Pick<SavedSearch, 'kind' | 'criteria' | 'favourites'>

export function whatInWords(language: Locale, lead: Followed): string {
  if (lead.kind === 'favourites') return buyerLeadTexts[language].favourites(favouritesFromJson(lead.favourites).homes.length)
  const criteria = criteriaFromJson(lead.criteria)
  return criteria ? criteriaInWords(language, criteria) : '—'
}
