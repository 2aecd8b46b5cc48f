/** What a buyer lead follows, in words: the search ("Single-family home · Buy · Irvine, CA") or "Favourites (3 homes)". */
import type { SavedSearch } from '@/payload-types'
import { buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import type { Locale } from '@/i18n/locales'
import { criteriaInWords } from '../email/alertEmails'
import { criteriaFromJson } from './criteria'
import { favouritesFromJson } from './favourites'

export type Followed = Pick<SavedSearch, 'kind' | 'criteria' | 'favourites'>

/** `none`: what to show for a search whose stored criteria cannot be read. */
export function whatInWords(language: Locale, lead: Followed, none = '—'): string {
  if (lead.kind === 'favourites') return buyerLeadTexts[language].favourites(favouritesFromJson(lead.favourites).homes.length)
  const criteria = criteriaFromJson(lead.criteria)
  return criteria ? criteriaInWords(language, criteria) : none
}
