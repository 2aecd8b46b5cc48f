/**
 * Words of the visitor numbers in the admin (/admin/numbers, the dashboard's summary) and of the
 * daily CSV's header and refusals, in the admin language. Plain words for agents: "visitors" are
 * people counted once a day.
 */
import type { Locale } from './locales'

type MetricName =
  'visitors' | 'pageViews' | 'searches' | 'listingViews' | 'favourites' | 'savedSearches' | 'contacts' | 'valuations' | 'leads'
type Refusal = 'badAgent' | 'badDays' | 'badGrouping' | 'notYours' | 'noPage' | 'noAgent' | 'signIn'

type Texts = {
  title: string
  day: string
  metrics: Record<MetricName, string>
  conversion: string
  conversionHint: string
  allAgents: string
  landing: string
  agent: string
  show: string
  byDays: string
  byWeeks: string
  lastDays: (days: number) => string
  lastWeeks: (weeks: number) => string
  weekOf: (date: string) => string
  versusBefore: (change: string) => string
  nothingBefore: string
  trend: (figure: string) => string
  topPages: string
  topListings: string
  sources: string
  languages: string
  devices: string
  page: string
  listing: string
  source: string
  language: string
  device: string
  views: string
  direct: string
  unknown: string
  deviceNames: Record<'mobile' | 'tablet' | 'desktop', string>
  agents: string
  agentsNote: (shown: number) => string
  moreAgents: (shown: number) => string
  nothingYet: string
  liveNote: string
  csv: string
  responseTimes: string
  lastSevenDays: string
  seeYourNumbers: string
  seeTheNumbers: string
  navLink: string
  refusals: Record<Refusal, string>
}

export const visitorNumbersTexts: Record<Locale, Texts> = {
  ko: {
    title: '방문 통계',
    day: '날짜',
    metrics: {
      visitors: '방문자',
      pageViews: '페이지뷰',
      searches: '매물 검색',
      listingViews: '매물 조회',
      favourites: '관심 매물 저장',
      savedSearches: '새 매물 알림 신청',
      contacts: '문의',
      valuations: '시세 문의',
      leads: '홈페이지 신청',
    },
    conversion: '전환율',
    conversionHint: '방문자 중 문의나 시세 문의를 보낸 비율',
    allAgents: '모든 에이전트',
    landing: '랜딩 페이지',
    agent: '에이전트',
    show: '보기',
    byDays: '일별',
    byWeeks: '주별',
    lastDays: (days) => `최근 ${days}일`,
    lastWeeks: (weeks) => `최근 ${weeks}주`,
    weekOf: (date) => `${date} 주`,
    versusBefore: (change) => `이전 기간 대비 ${change}`,
    nothingBefore: '이전 기간 자료 없음',
    trend: (figure) => `${figure} 추이`,
    topPages: '많이 본 페이지',
    topListings: '많이 본 매물',
    sources: '유입 경로',
    languages: '언어',
    devices: '기기',
    page: '페이지',
    listing: '매물 번호',
    source: '경로',
    language: '언어',
    device: '기기',
    views: '조회수',
    direct: '직접 방문',
    unknown: '알 수 없음',
    deviceNames: { mobile: '휴대폰', tablet: '태블릿', desktop: '컴퓨터' },
    agents: '에이전트별',
    agentsNote: (shown) => `방문자가 많은 순으로 최대 ${shown}명`,
    moreAgents: (shown) => `그 밖의 에이전트는 목록에서 선택하세요 (목록은 ${shown}명까지).`,
    nothingYet: '이 기간에는 아직 방문 기록이 없습니다.',
    liveNote: '오늘 수치는 실시간이며, 지난 날짜는 한 시간마다 갱신됩니다. 방문자는 하루 단위로 셉니다.',
    csv: '일별 수치 CSV 다운로드',
    responseTimes: '문의 응답 시간 보기',
    lastSevenDays: '최근 7일',
    seeYourNumbers: '내 통계 보기',
    seeTheNumbers: '통계 보기',
    navLink: '방문 통계',
    refusals: {
      badAgent: 'agent는 에이전트 번호, "all" 또는 "landing"이어야 합니다.',
      badDays: 'days는 1부터 400 사이의 정수여야 합니다.',
      badGrouping: 'by는 "days" 또는 "weeks"여야 합니다.',
      notYours: '본인 페이지의 통계만 볼 수 있습니다.',
      noPage: '이 계정에 연결된 에이전트 페이지가 없습니다.',
      noAgent: '해당 번호의 에이전트가 없습니다.',
      signIn: '통계를 보려면 로그인하세요.',
    },
  },
  en: {
    title: 'Visitor numbers',
    day: 'Day',
    metrics: {
      visitors: 'Visitors',
      pageViews: 'Page views',
      searches: 'Searches',
      listingViews: 'Listing views',
      favourites: 'Favourites',
      savedSearches: 'Saved searches',
      contacts: 'Contacts',
      valuations: 'Valuation requests',
      leads: 'Homepage requests',
    },
    conversion: 'Conversion',
    conversionHint: 'Contacts and valuation requests per visitor',
    allAgents: 'All agents',
    landing: 'Landing page',
    agent: 'Agent',
    show: 'Show',
    byDays: 'Days',
    byWeeks: 'Weeks',
    lastDays: (days) => `Last ${days} day${days === 1 ? '' : 's'}`,
    lastWeeks: (weeks) => `Last ${weeks} weeks`,
    weekOf: (date) => `Week of ${date}`,
    versusBefore: (change) => `${change} vs the period before`,
    nothingBefore: 'Nothing to compare with',
    trend: (figure) => `${figure} over time`,
    topPages: 'Top pages',
    topListings: 'Top listings',
    sources: 'Sources',
    languages: 'Languages',
    devices: 'Devices',
    page: 'Page',
    listing: 'Listing number',
    source: 'Source',
    language: 'Language',
    device: 'Device',
    views: 'Views',
    direct: 'Direct',
    unknown: 'Unknown',
    deviceNames: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
    agents: 'By agent',
    agentsNote: (shown) => `Up to ${shown} agents, most visitors first`,
    moreAgents: (shown) => `Pick other agents from the list (it holds up to ${shown}).`,
    nothingYet: 'No visits in this period yet.',
    liveNote: "Today's figures are live; earlier days are updated every hour. Visitors are counted once a day.",
    csv: 'Download CSV of the daily figures',
    responseTimes: 'See response times',
    lastSevenDays: 'Last 7 days',
    seeYourNumbers: 'See your numbers',
    seeTheNumbers: 'See the numbers',
    navLink: 'Visitor numbers',
    refusals: {
      badAgent: 'agent must be an agent number, "all" or "landing".',
      badDays: 'days must be a whole number from 1 to 400.',
      badGrouping: 'by must be "days" or "weeks".',
      notYours: 'You can see only your own page’s numbers.',
      noPage: 'No agent page is linked to this account.',
      noAgent: 'There is no agent with this number.',
      signIn: 'Please sign in to see the numbers.',
    },
  },
  ja: {
    title: 'アクセス数',
    day: '日付',
    metrics: {
      visitors: '訪問者',
      pageViews: 'ページビュー',
      searches: '物件検索',
      listingViews: '物件閲覧',
      favourites: 'お気に入り登録',
      savedSearches: '新着物件アラート登録',
      contacts: 'お問い合わせ',
      valuations: '査定依頼',
      leads: 'ホームページ申込',
    },
    conversion: 'コンバージョン率',
    conversionHint: '訪問者のうちお問い合わせ・査定依頼をした割合',
    allAgents: 'すべてのエージェント',
    landing: 'ランディングページ',
    agent: 'エージェント',
    show: '表示',
    byDays: '日別',
    byWeeks: '週別',
    lastDays: (days) => `過去${days}日間`,
    lastWeeks: (weeks) => `過去${weeks}週間`,
    weekOf: (date) => `${date}の週`,
    versusBefore: (change) => `前の期間比 ${change}`,
    nothingBefore: '比較できる前の期間のデータなし',
    trend: (figure) => `${figure}の推移`,
    topPages: 'よく見られたページ',
    topListings: 'よく見られた物件',
    sources: '流入元',
    languages: '言語',
    devices: 'デバイス',
    page: 'ページ',
    listing: '物件番号',
    source: '流入元',
    language: '言語',
    device: 'デバイス',
    views: '閲覧数',
    direct: '直接',
    unknown: '不明',
    deviceNames: { mobile: 'スマートフォン', tablet: 'タブレット', desktop: 'パソコン' },
    agents: 'エージェント別',
    agentsNote: (shown) => `訪問者の多い順に最大${shown}人`,
    moreAgents: (shown) => `ほかのエージェントはリストから選んでください（リストは${shown}人まで）。`,
    nothingYet: 'この期間の訪問はまだありません。',
    liveNote: '今日の数値はリアルタイム、過去の日は1時間ごとに更新されます。訪問者は1日単位で数えます。',
    csv: '日別の数値をCSVでダウンロード',
    responseTimes: '返信までの時間を見る',
    lastSevenDays: '過去7日間',
    seeYourNumbers: 'アクセス数を見る',
    seeTheNumbers: 'アクセス数を見る',
    navLink: 'アクセス数',
    refusals: {
      badAgent: 'agent にはエージェント番号、"all" または "landing" を指定してください。',
      badDays: 'days には 1 から 400 までの整数を指定してください。',
      badGrouping: 'by には "days" または "weeks" を指定してください。',
      notYours: '自分のページのアクセス数のみ表示できます。',
      noPage: 'このアカウントにリンクされたエージェントページはありません。',
      noAgent: 'この番号のエージェントはいません。',
      signIn: 'アクセス数を見るにはログインしてください。',
    },
  },
}
