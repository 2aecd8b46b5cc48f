/**
 * Words of the buyer leads in the agent's admin (a buyer's saved search or favourites list): the card at
 * the top of a lead, the list's columns, the CSV link and the dashboard's count. Plain words for agents:
 * no field names, hashes or codes.
 */
import { label } from './label'

export const buyerLeadTexts = {
  ko: {
    noName: '이름 없음',
    email: '이메일',
    sendMail: '메일 보내기',
    phone: '전화',
    lookingFor: '찾는 집',
    seeHomes: '이 조건의 매물 보기',
    favourites: (n: number) => `관심 매물 ${n}곳`,
    home: (id: string) => `매물 ${id}`,
    status: '상태',
    frequency: '알림 주기',
    language: '고객 언어',
    agent: '에이전트',
    alertsTitle: '알림 기록',
    sent: '보낸 알림',
    sentCount: (n: number) => `${n}회`,
    lastAlert: '마지막 알림',
    lastClick: '마지막 클릭',
    lastHome: '마지막으로 연 매물',
    never: '아직 없음',
    consentTitle: '수신 동의 기록',
    consentText: '동의한 문구',
    givenAt: '동의한 때',
    confirmedAt: '이메일로 확인한 때',
    page: '신청한 페이지',
    alertsColumn: (n: number) => `알림 ${n}회`,
    clickedColumn: '클릭',
    csv: '관심 고객 CSV 내려받기',
    csvHint: '볼 수 있는 관심 고객을 모두 CSV 파일로 내려받습니다.',
    newThisWeek: (n: number) => `이번 주 새 관심 고객 ${n}명`,
  },
  en: {
    noName: 'No name given',
    email: 'E-mail',
    sendMail: 'Send an e-mail',
    phone: 'Phone',
    lookingFor: 'Looking for',
    seeHomes: 'See these homes',
    favourites: (n: number) => `Favourites (${n} home${n === 1 ? '' : 's'})`,
    home: (id: string) => `Home ${id}`,
    status: 'Status',
    frequency: 'How often',
    language: "Buyer's language",
    agent: 'Agent',
    alertsTitle: 'Alerts',
    sent: 'Alerts sent',
    sentCount: (n: number) => String(n),
    lastAlert: 'Last alert',
    lastClick: 'Last click',
    lastHome: 'Last home opened',
    never: 'Not yet',
    consentTitle: 'Consent record',
    consentText: 'What they agreed to',
    givenAt: 'Agreed',
    confirmedAt: 'Confirmed by e-mail',
    page: 'Page they signed up on',
    alertsColumn: (n: number) => `${n} alert${n === 1 ? '' : 's'}`,
    clickedColumn: 'Clicked',
    csv: 'Download buyer leads (CSV)',
    csvHint: 'Downloads every buyer lead you can see as a CSV file.',
    newThisWeek: (n: number) => `${n} new buyer lead${n === 1 ? '' : 's'} this week`,
  },
  ja: {
    noName: '名前なし',
    email: 'メール',
    sendMail: 'メールを送る',
    phone: '電話',
    lookingFor: '探している物件',
    seeHomes: 'この条件の物件を見る',
    favourites: (n: number) => `お気に入り ${n}件`,
    home: (id: string) => `物件 ${id}`,
    status: '状態',
    frequency: '通知の頻度',
    language: 'お客様の言語',
    agent: 'エージェント',
    alertsTitle: '通知の記録',
    sent: '送った通知',
    sentCount: (n: number) => `${n}回`,
    lastAlert: '最後の通知',
    lastClick: '最後のクリック',
    lastHome: '最後に開いた物件',
    never: 'まだありません',
    consentTitle: '受信同意の記録',
    consentText: '同意した文言',
    givenAt: '同意した日時',
    confirmedAt: 'メールで確認した日時',
    page: '申し込んだページ',
    alertsColumn: (n: number) => `通知 ${n}回`,
    clickedColumn: 'クリック',
    csv: '購入検討のお客様を CSV でダウンロード',
    csvHint: '表示できる購入検討のお客様をすべて CSV ファイルでダウンロードします。',
    newThisWeek: (n: number) => `今週の新しい購入検討のお客様 ${n}人`,
  },
} as const

export const buyerLeadLanguageNames = { ko: '한국어', en: 'English', ja: '日本語' } as const

/** The card at the top of a buyer lead. */
export const buyerLeadCardLabel = label('관심 고객', 'Buyer lead', '購入検討のお客様')

/** The list's columns. */
export const buyerLeadColumnLabels = {
  who: label('고객', 'Buyer', 'お客様'),
  what: label('찾는 집', 'Looking for', '探している物件'),
  activity: label('마지막 알림 · 클릭', 'Last alert · click', '最後の通知・クリック'),
}

/** Where a buyer's alerts stand: the list's status column and the card say the same words. */
export const buyerLeadStatusLabels = {
  pending: label('확인 대기', 'Waiting for confirmation', '確認待ち'),
  active: label('알림 받는 중', 'Receiving alerts', '通知中'),
  paused: label('일시 중지', 'Paused', '一時停止'),
  stopped: label('중단됨', 'Stopped', '停止'),
}

/** How often a buyer hears: the list's column and the card say the same words. */
export const buyerLeadFrequencyLabels = {
  instant: label('새 매물이 나오면 바로', 'As soon as a home comes up', '新着があればすぐに'),
  daily: label('하루 한 번', 'Once a day', '1日1回'),
  weekly: label('일주일에 한 번', 'Once a week', '週1回'),
}
