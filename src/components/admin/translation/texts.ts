/**
 * The translation panel's words in the three admin languages. Sentences with a number or a
 * language in them are functions, so each language can put them where its grammar wants them.
 * Language names come from languageName (a Korean reader's "영어", a Japanese reader's "英語").
 */
import type { LocaleState } from './api'

type Texts = {
  heading: string
  budget: (used: string, limit: string) => string
  pending: (count: number, language: string) => string
  suggestFrom: (language: string) => string
  into: string
  fields: string
  noFields: string
  sourceEmpty: (language: string) => string
  states: Record<LocaleState, (language: string, source: string) => string>
  replace: string
  replaceLabel: (field: string, language: string) => string
  suggest: string
  busy: string
  saveFirst: string
  outcome: (count: number, languages: string) => string
  nothingNew: string
  kept: (count: number) => string
  failed: string
  openHeading: string
  original: (language: string) => string
  suggestion: (language: string) => string
  badge: string
  approve: string
  approving: string
  edit: (language: string) => string
  showAll: string
  showLess: string
  and: (a: string, b: string) => string
}

export const translationTexts: Record<'ko' | 'en' | 'ja', Texts> = {
  ko: {
    heading: '번역',
    budget: (used, limit) => `이번 달 사용량: ${limit}자 중 ${used}자`,
    pending: (count, language) => `${language}의 ${count}개 항목이 기계 번역 제안입니다. 게시하기 전에 확인하고 승인하세요.`,
    suggestFrom: (language) => `${language}를 바탕으로 번역 제안 받기`,
    into: '번역할 언어',
    fields: '항목',
    noFields: '번역할 항목이 없습니다.',
    sourceEmpty: (language) => `${language} 내용이 없어 번역할 수 없습니다.`,
    states: {
      empty: (language) => `${language}: 비어 있음`,
      suggested: (language) => `${language}: 기계 번역 제안 (승인 전)`,
      approved: (language, source) => `${language}: 승인한 번역, 그 뒤 ${source}가 바뀜`,
      current: (language, source) => `${language}: 현재 ${source} 원문의 기계 번역`,
      person: (language) => `${language}: 직접 작성함`,
      personOlder: (language, source) => `${language}: 직접 작성함, ${source}보다 이전 내용`,
    },
    replace: '바꾸기',
    replaceLabel: (field, language) => `${field}의 ${language} 내용을 번역 제안으로 바꾸기`,
    suggest: '번역 제안 받기',
    busy: '번역하는 중…',
    saveFirst: '먼저 변경 내용을 저장하세요.',
    outcome: (count, languages) => `번역 제안 ${count}개를 ${languages} 초안에 저장했습니다. 게시된 것은 없습니다.`,
    nothingNew: '새로 제안할 번역이 없습니다.',
    kept: (count) => `직접 작성한 ${count}개는 그대로 두었습니다.`,
    failed: '문제가 생겼습니다. 잠시 후 다시 시도하세요.',
    openHeading: '확인할 번역 제안',
    original: (language) => `${language} (원문)`,
    suggestion: (language) => `${language} (제안)`,
    badge: '기계 번역 제안',
    approve: '승인',
    approving: '승인하는 중…',
    edit: (language) => `${language}로 수정`,
    showAll: '전체 보기',
    showLess: '접기',
    and: (a, b) => `${a}와 ${b}`,
  },
  en: {
    heading: 'Translations',
    budget: (used, limit) => `${used} of ${limit} characters used this month`,
    pending: (count, language) =>
      `${count} ${count === 1 ? 'field' : 'fields'} in ${language} ${count === 1 ? 'is a machine suggestion' : 'are machine suggestions'}. Check and approve ${count === 1 ? 'it' : 'them'} before publishing.`,
    suggestFrom: (language) => `Suggest translations from ${language}`,
    into: 'Into',
    fields: 'Fields',
    noFields: 'Nothing to translate here.',
    sourceEmpty: (language) => `Nothing written in ${language} to translate.`,
    states: {
      empty: (language) => `${language}: empty`,
      suggested: (language) => `${language}: machine suggestion, not approved yet`,
      approved: (language, source) => `${language}: approved, but ${source} changed since`,
      current: (language, source) => `${language}: machine translation of the current ${source}`,
      person: (language) => `${language}: written by a person`,
      personOlder: (language, source) => `${language}: written by a person, older than ${source}`,
    },
    replace: 'replace',
    replaceLabel: (field, language) => `Replace the ${language} ${field} with a suggestion`,
    suggest: 'Suggest translations',
    busy: 'Translating…',
    saveFirst: 'Save your changes first.',
    outcome: (count, languages) =>
      `${count} ${count === 1 ? 'suggestion' : 'suggestions'} saved as a draft in ${languages}. Nothing is published.`,
    nothingNew: 'There was nothing new to suggest.',
    kept: (count) => `${count} written by a person ${count === 1 ? 'was' : 'were'} kept as ${count === 1 ? 'it was' : 'they were'}.`,
    failed: 'Something went wrong. Try again in a moment.',
    openHeading: 'Suggestions to check',
    original: (language) => `${language} (original)`,
    suggestion: (language) => `${language} (suggestion)`,
    badge: 'Machine suggestion',
    approve: 'Approve',
    approving: 'Approving…',
    edit: (language) => `Edit in ${language}`,
    showAll: 'Show all',
    showLess: 'Show less',
    and: (a, b) => `${a} and ${b}`,
  },
  ja: {
    heading: '翻訳',
    budget: (used, limit) => `今月の使用量: ${limit} 文字中 ${used} 文字`,
    pending: (count, language) => `${language}の ${count} 項目は機械翻訳の提案です。公開する前に確認して承認してください。`,
    suggestFrom: (language) => `${language}から翻訳を提案してもらう`,
    into: '翻訳先',
    fields: '項目',
    noFields: '翻訳する項目はありません。',
    sourceEmpty: (language) => `${language}の内容がないため翻訳できません。`,
    states: {
      empty: (language) => `${language}: 空欄`,
      suggested: (language) => `${language}: 機械翻訳の提案(未承認)`,
      approved: (language, source) => `${language}: 承認済み(その後${source}が変更されました)`,
      current: (language, source) => `${language}: 現在の${source}からの機械翻訳`,
      person: (language) => `${language}: 人が書いた内容`,
      personOlder: (language, source) => `${language}: 人が書いた内容(${source}の変更より前)`,
    },
    replace: '置き換える',
    replaceLabel: (field, language) => `${field}の${language}を提案で置き換える`,
    suggest: '翻訳を提案してもらう',
    busy: '翻訳しています…',
    saveFirst: '先に変更を保存してください。',
    outcome: (count, languages) => `翻訳の提案 ${count} 件を${languages}の下書きに保存しました。まだ何も公開されていません。`,
    nothingNew: '新しく提案する翻訳はありませんでした。',
    kept: (count) => `人が書いた ${count} 件はそのままにしました。`,
    failed: '問題が発生しました。しばらくしてからもう一度お試しください。',
    openHeading: '確認が必要な提案',
    original: (language) => `${language}(原文)`,
    suggestion: (language) => `${language}(提案)`,
    badge: '機械翻訳の提案',
    approve: '承認',
    approving: '承認しています…',
    edit: (language) => `${language}で編集`,
    showAll: 'すべて表示',
    showLess: '折りたたむ',
    and: (a, b) => `${a}と${b}`,
  },
}
