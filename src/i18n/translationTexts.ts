/** What translation says to editors and agents, in their admin language. */
import type { AdminLabel } from './label'
import type { Locale } from './locales'

export const translationRefusals = {
  signIn: {
    ko: '로그인이 필요합니다.',
    en: 'Please sign in.',
    ja: 'ログインしてください。',
  },
  off: {
    ko: '번역 기능이 켜져 있지 않습니다.',
    en: 'Translation is not switched on.',
    ja: '翻訳機能はオンになっていません。',
  },
  invalid: {
    ko: '요청을 이해하지 못했습니다: {what}',
    en: 'The request was not understood: {what}',
    ja: 'リクエストを理解できませんでした: {what}',
  },
  notFound: {
    ko: '문서를 찾을 수 없습니다.',
    en: 'This document was not found.',
    ja: 'ドキュメントが見つかりません。',
  },
  notYours: {
    ko: '이 문서를 수정할 권한이 없습니다.',
    en: 'You may not change this document.',
    ja: 'このドキュメントを変更する権限がありません。',
  },
  budget: {
    ko: '이번 달 번역 한도를 넘습니다: 이 제안에는 {needed}자가 필요하지만 {left}자가 남았습니다. 필드를 줄이거나 다음 달 1일에 다시 시도하세요.',
    en: 'This month’s translation budget would be exceeded: these suggestions need {needed} characters and {left} are left. Choose fewer fields, or try again on the 1st of next month.',
    ja: '今月の翻訳の上限を超えます。この提案には {needed} 文字が必要ですが、残りは {left} 文字です。フィールドを減らすか、来月1日に再度お試しください。',
  },
  rateLimited: {
    ko: '번역 서비스가 잠시 기다려 달라고 합니다. 1분 뒤에 다시 시도하세요. 저장된 것은 없습니다.',
    en: 'The translation service asks us to slow down. Try again in a minute; nothing was saved.',
    ja: '翻訳サービスが少し待つよう求めています。1分後にもう一度お試しください。何も保存されていません。',
  },
  quota: {
    ko: '번역 서비스의 이번 달 사용량이 모두 찼습니다. 직원에게 알려 주세요. 저장된 것은 없습니다.',
    en: 'The translation service’s monthly quota is used up. Please tell the staff; nothing was saved.',
    ja: '翻訳サービスの今月の利用枠を使い切りました。スタッフに知らせてください。何も保存されていません。',
  },
  unavailable: {
    ko: '번역 서비스가 지금 응답하지 않습니다. 잠시 뒤에 다시 시도하세요. 저장된 것은 없습니다.',
    en: 'The translation service is not answering right now. Try again later; nothing was saved.',
    ja: '翻訳サービスが現在応答していません。しばらくしてからもう一度お試しください。何も保存されていません。',
  },
  rejected: {
    ko: '번역 서비스가 요청을 거절했습니다 (설정 문제일 수 있습니다). 직원에게 알려 주세요. 저장된 것은 없습니다.',
    en: 'The translation service refused the request (its set-up may be wrong). Please tell the staff; nothing was saved.',
    ja: '翻訳サービスがリクエストを拒否しました(設定の問題かもしれません)。スタッフに知らせてください。何も保存されていません。',
  },
  notWaiting: {
    ko: '이 제안은 더 이상 승인을 기다리지 않습니다 (이미 승인했거나 수정했습니다).',
    en: 'This suggestion is no longer waiting for approval (it was approved or edited already).',
    ja: 'この提案はもう承認待ちではありません(すでに承認または編集されています)。',
  },
  unapproved: {
    ko: '아직 확인하지 않은 기계 번역 제안이 있어 게시할 수 없습니다: {fields}. 번역 패널에서 승인하거나 직접 고친 뒤 게시하세요.',
    en: 'Not published: machine suggestions nobody approved yet: {fields}. Approve or edit them in the Translations panel, then publish.',
    ja: '未確認の機械翻訳の提案があるため公開できません: {fields}。翻訳パネルで承認するか編集してから公開してください。',
  },
} satisfies Record<string, AdminLabel>

/**
 * How a machine translation of a visitor's message is introduced, in the agent's e-mail and on the
 * contact's card: the language it is in, and that a service wrote it, not a person.
 */
export const machineTranslationHeading: Record<Locale, (language: string, service: string) => string> = {
  ko: (language, service) => `${language} 번역 (${service} 자동 번역)`,
  en: (language, service) => `Translation into ${language} (machine translation, ${service})`,
  ja: (language, service) => `${language}訳(${service}による機械翻訳)`,
}
