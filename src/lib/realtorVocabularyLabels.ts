/**
 * Words an agent reads for the spec's codes (photo `path`, etc-info `contentType`).
 * The codes stay in the data and the JSON; only the admin shows these.
 */
import type { EtcInfoType, PhotoKind } from './realtorVocabulary'

type Words = { ko: string; en: string; ja: string }

export const photoKindLabels: Record<PhotoKind, Words> = {
  logo: { ko: '로고', en: 'Logo', ja: 'ロゴ' },
  logo2: { ko: '두 번째 로고', en: 'Second logo', ja: '2つ目のロゴ' },
  id: { ko: '프로필 사진', en: 'ID photo', ja: 'プロフィール写真' },
  id2: { ko: '두 번째 프로필 사진', en: 'Second ID photo', ja: '2枚目のプロフィール写真' },
  top: { ko: '상단 대표 이미지', en: 'Top / cover image', ja: 'トップ(カバー)画像' },
  gallery: { ko: '갤러리', en: 'Gallery', ja: 'ギャラリー' },
  favicon: { ko: '브라우저 탭 아이콘 (파비콘)', en: 'Browser tab icon (favicon)', ja: 'ブラウザのタブアイコン(ファビコン)' },
  ogImage: { ko: '공유 이미지 (카카오톡·SNS 미리보기)', en: 'Share image (link preview)', ja: '共有画像(リンクのプレビュー)' },
}

export const photoKindHelp: Record<PhotoKind, Words> = {
  logo: { ko: '페이지 머리글에 보입니다.', en: 'Shown in your page header.', ja: 'ページのヘッダーに表示されます。' },
  logo2: { ko: '회사 로고 등 두 번째 로고.', en: 'A second logo, such as your brokerage’s.', ja: '会社のロゴなど、2つ目のロゴ。' },
  id: {
    ko: '첫 화면과 소개에 보이는 본인 사진.',
    en: 'Your photo on the first screen and in your profile.',
    ja: '最初の画面とプロフィールに表示されるご本人の写真。',
  },
  id2: { ko: '소개에 보이는 두 번째 사진.', en: 'A second photo for your profile.', ja: 'プロフィール用の2枚目の写真。' },
  top: { ko: '첫 화면 배경 이미지.', en: 'The wide picture behind the first screen.', ja: '最初の画面の背景画像。' },
  gallery: {
    ko: '여러 장을 한 번에 올릴 수 있습니다.',
    en: 'You can add several pictures at once.',
    ja: '複数の画像をまとめて追加できます。',
  },
  favicon: { ko: '정사각형 작은 이미지.', en: 'A small square picture.', ja: '小さな正方形の画像。' },
  ogImage: {
    ko: '링크를 공유할 때 보이는 이미지 (가로 1200px 권장).',
    en: 'Shown when your link is shared (1200 px wide works best).',
    ja: 'リンクを共有したときに表示されます(横1200pxを推奨)。',
  },
}

export const etcInfoTypeLabels: Record<EtcInfoType, Words> = {
  zillow_link: { ko: 'Zillow 링크', en: 'Zillow link', ja: 'Zillow のリンク' },
  korea_name: { ko: '한국 이름', en: 'Korean name', ja: '韓国名' },
  home_list_realtor: { ko: '매물 목록 리얼터 이름', en: 'Realtor name on listings', ja: '物件一覧のリアルター名' },
  company_address: { ko: '회사 주소', en: 'Company address', ja: '会社の住所' },
  company_phone: { ko: '회사 전화번호', en: 'Company phone', ja: '会社の電話番号' },
  company_fax: { ko: '회사 팩스', en: 'Company fax', ja: '会社のFAX' },
  company_license: { ko: '회사 라이선스 번호', en: 'Company licence number', ja: '会社のライセンス番号' },
}
