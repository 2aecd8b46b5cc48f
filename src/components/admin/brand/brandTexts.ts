/** The product's name and what the admin is, in the three admin languages (login page, menu icon, tab title). */
export const brandTexts = {
  ko: { name: 'Realtor Homepages', tagline: '중개인 홈페이지 관리' },
  en: { name: 'Realtor Homepages', tagline: 'Agent homepage admin' },
  ja: { name: 'Realtor Homepages', tagline: 'エージェントのホームページ管理' },
} as const
