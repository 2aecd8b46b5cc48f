/** What a refused publish says, beside the field at fault, in the editor's admin language. */
import { localeOfLanguage } from '@/i18n/locales'
import type { MessageLanguage } from '@/lib/validation/messages'

export type PublishProblem = 'email' | 'photo' | 'aboutMe' | 'salesTotal' | 'salesCount' | 'firstPublish' | 'unpublish'

export const publishMessages: Record<PublishProblem, Record<MessageLanguage, string>> = {
  email: {
    ko: '게시하려면 중개인 이메일이 필요합니다. 문의가 이 주소로 전달됩니다.',
    en: "Publishing needs the agent's e-mail: contact requests are sent to it.",
    ja: '公開するにはエージェントのメールアドレスが必要です。お問い合わせはこのアドレスに届きます。',
  },
  photo: {
    ko: '게시하려면 프로필 사진(ID 사진)이 필요합니다. 사진 탭에서 추가하세요.',
    en: 'Publishing needs a profile photo (ID photo). Add one in the Photos tab.',
    ja: '公開するにはプロフィール写真(ID写真)が必要です。写真タブで追加してください。',
  },
  aboutMe: {
    ko: '게시하려면 한국어 자기소개가 필요합니다.',
    en: 'Publishing needs an about-me in Korean (the default language).',
    ja: '公開するには韓国語(既定の言語)の自己紹介が必要です。',
  },
  salesTotal: {
    ko: '작년 거래액이 범위를 벗어났습니다: 거래 1건당 평균 10억 달러(거래 건수 × 1,000백만 달러)를 넘습니다. 금액과 거래 건수를 확인하세요.',
    en: 'Last-year total out of range: more than $1B per sale on average (1,000 million dollars times the number of sales). Check the amount and the number of sales.',
    ja: '昨年の取引額が範囲外です。1件あたり平均10億ドル(取引件数×1,000百万ドル)を超えています。金額と取引件数を確認してください。',
  },
  salesCount: {
    ko: '거래 건수가 범위를 벗어났습니다 (0 ~ 100,000).',
    en: 'Number of sales out of range (0 to 100,000).',
    ja: '取引件数が範囲外です (0〜100,000)。',
  },
  firstPublish: {
    ko: '처음 게시(페이지 공개)는 담당 직원만 할 수 있습니다. 초안으로 저장하고 직원에게 요청하세요.',
    en: 'Only staff can put a page live for the first time. Save a draft and ask staff to publish it.',
    ja: 'ページを初めて公開できるのはスタッフだけです。下書きを保存してスタッフに依頼してください。',
  },
  unpublish: {
    ko: '페이지 비공개 전환은 담당 직원만 할 수 있습니다.',
    en: 'Only staff can take a page offline.',
    ja: 'ページを非公開にできるのはスタッフだけです。',
  },
}

export function publishMessage(problem: PublishProblem, language: string | undefined): string {
  return publishMessages[problem][localeOfLanguage(language)]
}

/**
 * The problems a refusal's text names, whatever language it was written in: a scheduled publish
 * fails inside a job, whose message is kept as text, and its author reads it in their own language.
 */
export function problemsIn(text: string): PublishProblem[] {
  return (Object.keys(publishMessages) as PublishProblem[]).filter((problem) =>
    Object.values(publishMessages[problem]).some((message) => text.includes(message)),
  )
}
