import type { Field } from 'payload'

/** The one line under the agent's name in their page's hero, e.g. "Irvine Realtor" (per language). */
export const headlineField: Field = {
  name: 'headline',
  type: 'text',
  localized: true,
  maxLength: 80,
  label: { ko: '한 줄 소개', en: 'One-line title', ja: 'ひとことタイトル' },
  admin: {
    description: {
      ko: '이름 아래에 보이는 한 줄 (예: 어바인 부동산 에이전트)',
      en: 'The line under your name at the top of your page (for example "Irvine Realtor")',
      ja: 'ページ上部のお名前の下に表示される一行(例: アーバインの不動産エージェント)',
    },
  },
}

/** Lets the page follow the visitor's own light / dark setting instead of the fixed content mode. */
export const followVisitorColorSchemeField: Field = {
  name: 'followVisitorColorScheme',
  type: 'checkbox',
  defaultValue: false,
  label: {
    ko: '방문자의 라이트/다크 설정 따르기',
    en: "Follow the visitor's light or dark setting",
    ja: '訪問者のライト/ダーク設定に合わせる',
  },
  admin: {
    description: {
      ko: '켜면 방문자의 기기가 다크 모드일 때 페이지도 어둡게 보입니다.',
      en: 'When on, the page turns dark for visitors whose device is set to dark mode.',
      ja: 'オンにすると、ダークモードの端末ではページも暗く表示されます。',
    },
  },
}
