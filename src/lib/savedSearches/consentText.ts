/**
 * The sentence a buyer agrees to when asking for alerts: shown beside the form's checkbox and kept,
 * word for word in the buyer's language, on the saved search as the consent record.
 */
import type { Locale } from '@/i18n/locales'

const sentences: Record<Locale, { search: string; favourites: string }> = {
  ko: {
    search:
      '{agent}님이 이 조건에 맞는 새 매물과 가격 변동을 이메일로 알려 드리는 데 동의합니다. 모든 이메일에서 한 번의 클릭으로 수신을 거부할 수 있습니다.',
    favourites:
      '{agent}님이 관심 매물의 가격과 상태가 바뀔 때 이메일로 알려 드리는 데 동의합니다. 모든 이메일에서 한 번의 클릭으로 수신을 거부할 수 있습니다.',
  },
  en: {
    search:
      'I agree to receive e-mails from {agent} about new homes and price changes matching this search. I can unsubscribe with one click in any e-mail.',
    favourites:
      'I agree to receive e-mails from {agent} when the price or status of my favourite homes changes. I can unsubscribe with one click in any e-mail.',
  },
  ja: {
    search:
      '{agent}からこの条件に合う新着物件と価格の変更についてメールを受け取ることに同意します。どのメールからもワンクリックで配信を停止できます。',
    favourites:
      '{agent}からお気に入り物件の価格や状況が変わったときにメールを受け取ることに同意します。どのメールからもワンクリックで配信を停止できます。',
  },
}

export function consentText(locale: Locale, kind: 'search' | 'favourites', agent: string): string {
  return sentences[locale][kind].replace('{agent}', agent)
}
