/** Words of a neighbourhood page on an agent's site (the market report has its own: ./marketReportTexts.ts). */
import type { Locale } from './locales'

export type AreaTexts = {
  homesTitle: string
  searchAll: string
  links: string
  photo: string
  backHome: string
  contact: string
}

export const areaTexts: Record<Locale, AreaTexts> = {
  ko: {
    homesTitle: '{place}의 매물',
    searchAll: '{city}의 매물 모두 검색',
    links: '참고 링크',
    photo: '{title} 사진 {n}/{total}',
    backHome: '{name}의 홈페이지',
    contact: '이 동네에 대해 문의하기',
  },
  en: {
    homesTitle: 'Homes for sale in {place}',
    searchAll: 'Search every home in {city}',
    links: 'Useful links',
    photo: '{title}, photo {n} of {total}',
    backHome: '{name}’s homepage',
    contact: 'Ask about this neighbourhood',
  },
  ja: {
    homesTitle: '{place}の売り出し物件',
    searchAll: '{city}の物件をすべて検索',
    links: '参考リンク',
    photo: '{title}の写真 {n}/{total}',
    backHome: '{name}のホームページ',
    contact: 'このエリアについて問い合わせる',
  },
}
