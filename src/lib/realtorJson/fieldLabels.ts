/**
 * Words for the keys of the realtor JSON, for the import preview and its error
 * messages. The key itself follows in brackets, as support staff edit the file.
 */
import type { Locale } from '@/i18n/locales'
import type { RealtorJson } from './schema'

export type Language = Locale
type Words = Record<Language, string>

export const jsonKeyLabels: Record<keyof RealtorJson, Words> = {
  id: { ko: '리얼터 ID', en: 'Realtor id', ja: 'リアルター ID' },
  userId: { ko: '계정 ID', en: 'Account id', ja: 'アカウント ID' },
  user: { ko: '계정', en: 'Account', ja: 'アカウント' },
  displayName: { ko: '이름', en: 'Name', ja: '名前' },
  contactPhone: { ko: '연락처 전화번호', en: 'Contact phone', ja: '連絡先の電話番号' },
  email: { ko: '이메일', en: 'E-mail', ja: 'メール' },
  kakaoLink: { ko: '카카오톡 링크', en: 'KakaoTalk link', ja: 'カカオトークのリンク' },
  photos: { ko: '사진', en: 'Photos', ja: '写真' },
  etcInfo: { ko: '추가 정보', en: 'Extra information', ja: '追加情報' },
  activityRegion: { ko: '활동 지역', en: 'Areas', ja: '活動地域' },
  snsYoutubeUrl: { ko: 'YouTube 채널', en: 'YouTube channel', ja: 'YouTube チャンネル' },
  snsInstagramUrl: { ko: 'Instagram 주소', en: 'Instagram address', ja: 'Instagram のアドレス' },
  aboutMeKr: { ko: '자기소개 (한국어)', en: 'About me (Korean)', ja: '自己紹介(韓国語)' },
  aboutMeEn: { ko: '자기소개 (영어)', en: 'About me (English)', ja: '自己紹介(英語)' },
  aboutMeJa: { ko: '자기소개 (일본어)', en: 'About me (Japanese)', ja: '自己紹介(日本語)' },
  desiredUrl: { ko: '페이지 주소', en: 'Page address', ja: 'ページのアドレス' },
  salesCount: { ko: '거래 건수', en: 'Number of sales', ja: '取引件数' },
  licenseNumber: { ko: '라이선스 번호', en: 'Licence number', ja: 'ライセンス番号' },
  careerStart: { ko: '경력 시작일', en: 'Career start date', ja: 'キャリア開始日' },
  careerEnd: { ko: '경력 종료일', en: 'Career end date', ja: 'キャリア終了日' },
  designFontSize: { ko: '글자 크기', en: 'Text size', ja: '文字の大きさ' },
  designMainColor: { ko: '대표 색상', en: 'Main colour', ja: 'メインカラー' },
  designMainDarkMode: { ko: '어두운 디자인', en: 'Dark design', ja: 'ダークデザイン' },
  contentDarkMode: { ko: '어두운 본문', en: 'Dark content', ja: 'ダークコンテンツ' },
  isMakeHomepage: { ko: '홈페이지 제작 대상', en: 'Gets a homepage', ja: 'ホームページ作成の対象' },
  hompageUrl: { ko: '개인 도메인', en: 'Own domain', ja: '独自ドメイン' },
  lastYearSalesTotal: { ko: '작년 거래 총액', en: 'Last year’s sales total', ja: '昨年の取引総額' },
  recommendedYoutubeUrl: { ko: '페이지의 YouTube 영상', en: 'YouTube video on the page', ja: 'ページの YouTube 動画' },
  additionalSections: { ko: '추가 섹션 (한국어)', en: 'Additional sections (Korean)', ja: '追加セクション(韓国語)' },
  additionalSectionsEn: { ko: '추가 섹션 (영어)', en: 'Additional sections (English)', ja: '追加セクション(英語)' },
  additionalSectionsJa: { ko: '추가 섹션 (일본어)', en: 'Additional sections (Japanese)', ja: '追加セクション(日本語)' },
  seoMeta: { ko: '검색 엔진 정보 (SEO)', en: 'Search engine details (SEO)', ja: '検索エンジン情報 (SEO)' },
  madeForRealtor: { ko: '플랫폼이 대신 만든 페이지', en: 'Made for the agent by the platform', ja: 'プラットフォームが代わりに作成' },
  ppProfileId: { ko: 'PP 프로필 ID', en: 'PP profile id', ja: 'PP プロフィール ID' },
}

/** "Contact phone (contactPhone)" for a JSON path such as contactPhone or photos.0.url. */
export function labelOfPath(path: string, language: Language): string {
  const [key] = path.split('.')
  const words = jsonKeyLabels[key as keyof RealtorJson]?.[language]
  return words ? `${words} (${path})` : path
}

/** A JSON value as a person reads it in the preview: text as is, lists and groups as compact JSON. */
export function displayValue(value: unknown, language: Language): string {
  const empty = { ko: '(비어 있음)', en: '(empty)', ja: '(空)' }[language]
  if (value === null || value === undefined || value === '') return empty
  if (Array.isArray(value) && value.length === 0) return empty
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = JSON.stringify(value)
  return text.length > 300 ? `${text.slice(0, 297)}...` : text
}
