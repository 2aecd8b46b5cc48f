/** Landing and site-settings copy in three languages, and the platform's legal pages. */
type L<T> = { ko: T; en: T; ja: T }

export const landingCopy: L<{
  hero: { headline: string; subheadline: string; ctaLabel: string }
  cards: { title: string; body: string }[]
  ctaBand: { headline: string; ctaLabel: string }
}> = {
  ko: {
    hero: {
      headline: '나만의 부동산 홈페이지를 가지세요',
      subheadline: '매물, 프로필, 상담 문의까지 한 곳에서.',
      ctaLabel: '홈페이지 신청하기',
    },
    cards: [
      { title: '빠른 개설', body: '신청 후 며칠 안에 나만의 주소로 홈페이지가 열립니다.' },
      { title: '매물 자동 연동', body: 'MLS 매물이 홈페이지에 자동으로 표시됩니다.' },
      { title: '다국어 지원', body: '한국어, 영어, 일본어로 고객을 맞이하세요.' },
    ],
    ctaBand: { headline: '지금 무료로 상담받으세요', ctaLabel: '상담 신청' },
  },
  en: {
    hero: {
      headline: 'Your own real-estate homepage',
      subheadline: 'Listings, profile and enquiries in one place.',
      ctaLabel: 'Request my homepage',
    },
    cards: [
      { title: 'Live in days', body: 'Your homepage opens at your own address days after you ask.' },
      { title: 'Listings built in', body: 'Your MLS listings appear on your page automatically.' },
      { title: 'Three languages', body: 'Welcome clients in Korean, English and Japanese.' },
    ],
    ctaBand: { headline: 'Talk to us today, free', ctaLabel: 'Get in touch' },
  },
  ja: {
    hero: {
      headline: 'あなただけの不動産ホームページを',
      subheadline: '物件、プロフィール、お問い合わせをひとつに。',
      ctaLabel: 'ホームページを申し込む',
    },
    cards: [
      { title: 'すぐに開設', body: 'お申し込みから数日で、あなたのアドレスで公開されます。' },
      { title: '物件を自動連携', body: 'MLSの物件がホームページに自動で表示されます。' },
      { title: '3言語対応', body: '韓国語・英語・日本語でお客様をお迎えします。' },
    ],
    ctaBand: { headline: '今すぐ無料でご相談ください', ctaLabel: '相談を申し込む' },
  },
}

/** The landing's share card: what KakaoTalk, Facebook and X show for a shared link. */
export const shareCopy: L<{ title: string; description: string; siteName: string; imageAlt: string }> = {
  ko: {
    title: '나만의 부동산 홈페이지를 가지세요 | Built for Realtors',
    description: '매물, 프로필, 상담 문의까지 한 곳에서. 한국어·영어·일본어로 고객을 맞이하는 리얼터 전용 홈페이지를 신청하세요.',
    siteName: '리얼터 홈페이지',
    imageAlt: '에이전트 홈페이지 화면 옆에 쓰인 "Built for Realtors" 문구',
  },
  en: {
    title: 'Your own real-estate homepage | Built for Realtors',
    description: 'Listings, profile and enquiries in one place. Request a homepage that welcomes clients in Korean, English and Japanese.',
    siteName: 'Realtor Homepages',
    imageAlt: 'The words "Built for Realtors" beside a sketch of an agent homepage',
  },
  ja: {
    title: 'あなただけの不動産ホームページを | Built for Realtors',
    description:
      '物件、プロフィール、お問い合わせをひとつに。韓国語・英語・日本語でお客様をお迎えするリアルター専用ホームページをお申し込みください。',
    siteName: 'リアルター・ホームページ',
    imageAlt: 'エージェントのホームページの画面と「Built for Realtors」の文字',
  },
}

export const disclaimer: L<string> = {
  ko: '대출 기관은 본 웹사이트 운영사와 별개의 독립된 회사이며, 상호 간 소개(리퍼럴) 관계가 없습니다. 공동 브랜드 콘텐츠는 광고 목적으로만 제공됩니다.',
  en: 'The lender is a separate and independent company; there is no referral relationship between us. Co-branded content is for advertising purposes only.',
  ja: '融資機関は当サイトの運営会社とは別の独立した会社であり、紹介関係はありません。共同ブランドのコンテンツは広告目的でのみ提供されます。',
}

export const legalPages: { kind: 'terms' | 'privacy' | 'agreement' | 'process'; title: L<string>; body: L<string> }[] = [
  {
    kind: 'terms',
    title: { ko: '이용약관', en: 'Terms of use', ja: '利用規約' },
    body: {
      ko: '본 약관은 서비스 이용 조건을 정합니다.',
      en: 'These terms set the conditions of using the service.',
      ja: '本規約はサービスの利用条件を定めます。',
    },
  },
  {
    kind: 'privacy',
    title: { ko: '개인정보 처리방침', en: 'Privacy policy', ja: 'プライバシーポリシー' },
    body: {
      ko: '수집한 개인정보는 상담 목적으로만 사용합니다.',
      en: 'Personal data we collect is used only to contact you about your request.',
      ja: '収集した個人情報はご相談のためにのみ使用します。',
    },
  },
  {
    kind: 'agreement',
    title: { ko: '서비스 계약', en: 'Service agreement', ja: 'サービス契約' },
    body: {
      ko: '홈페이지 제작 및 운영에 관한 계약입니다.',
      en: 'The agreement covering building and running your homepage.',
      ja: 'ホームページの制作と運営に関する契約です。',
    },
  },
  {
    kind: 'process',
    title: { ko: '진행 절차', en: 'How it works', ja: '進め方' },
    body: {
      ko: '신청, 상담, 제작, 공개 순서로 진행됩니다.',
      en: 'Request, consultation, build, then launch.',
      ja: 'お申し込み、ご相談、制作、公開の順に進みます。',
    },
  },
]
