/** The words of the buyer's e-mails (confirmation, alerts) and of the agent's buyer-lead notice, in three languages. */
import type { Locale } from '@/i18n/locales'

type AlertWords = {
  confirmSubject: (agent: string) => string
  confirmTitle: string
  confirmBody: (what: string) => string
  confirmButton: string
  confirmIgnore: string
  confirmReason: (agent: string) => string
  alertSubject: (count: number, what: string) => string
  favouritesSubject: (count: number) => string
  alertTitle: string
  favouritesTitle: string
  newHome: string
  priceChange: (before: string, after: string) => string
  statusChange: (before: string, after: string) => string
  view: string
  searchAgain: string
  manage: string
  alertReason: (agent: string, what: string, frequency: string) => string
  movedToWeekly: string
  stopped: string
  frequencies: Record<'instant' | 'daily' | 'weekly', string>
  favouritesWhat: string
  leadSubject: (who: string) => string
  leadTitle: string
  leadIntro: (who: string, what: string) => string
  leadOpen: string
  leadEmail: string
  leadName: string
  leadPhone: string
  leadFrequency: string
  leadLanguage: string
}

export const alertMessages: Record<Locale, AlertWords> = {
  ko: {
    confirmSubject: (agent) => `[${agent}] 매물 알림 신청을 확인해 주세요`,
    confirmTitle: '매물 알림 신청을 확인해 주세요',
    confirmBody: (what) => `다음 알림을 신청하셨습니다: ${what}. 아래 버튼을 눌러 확인하시면 알림이 시작됩니다.`,
    confirmButton: '알림 신청 확인하기',
    confirmIgnore:
      '직접 신청하지 않으셨다면 이 이메일을 무시하세요. 확인하지 않으면 아무것도 보내지 않으며, 7일 후 신청 정보가 삭제됩니다.',
    confirmReason: (agent) => `${agent}님의 홈페이지에서 이 주소로 매물 알림이 신청되어 보내 드리는 이메일입니다.`,
    alertSubject: (count, what) => `새 소식 ${count}건: ${what}`,
    favouritesSubject: (count) => `관심 매물에 새 소식 ${count}건`,
    alertTitle: '조건에 맞는 매물 소식',
    favouritesTitle: '관심 매물 소식',
    newHome: '새 매물',
    priceChange: (before, after) => `가격 변동: ${before} → ${after}`,
    statusChange: (before, after) => `상태 변경: ${before} → ${after}`,
    view: '매물 보기',
    searchAgain: '검색 결과 모두 보기',
    manage: '알림 설정 관리',
    alertReason: (agent, what, frequency) => `${agent}님의 홈페이지에서 신청하신 매물 알림(${what}, ${frequency})이라 보내 드립니다.`,
    movedToWeekly: '최근 알림을 열어 보지 않으셔서 앞으로는 일주일에 한 번만 보내 드립니다. 알림 설정에서 언제든 바꿀 수 있습니다.',
    stopped: '최근 알림을 열어 보지 않으셔서 이번이 마지막 알림입니다. 다시 받으시려면 알림 설정에서 다시 켜 주세요.',
    frequencies: { instant: '새 매물이 나오면 바로', daily: '하루 한 번', weekly: '일주일에 한 번' },
    favouritesWhat: '관심 매물',
    leadSubject: (who) => `[새 관심 고객] ${who}님이 매물 알림을 신청했습니다`,
    leadTitle: '새 관심 고객이 생겼습니다',
    leadIntro: (who, what) => `${who}님이 이메일을 확인하고 매물 알림을 시작했습니다: ${what}.`,
    leadOpen: '관심 고객 보기',
    leadEmail: '이메일',
    leadName: '이름',
    leadPhone: '전화번호',
    leadFrequency: '알림 주기',
    leadLanguage: '언어',
  },
  en: {
    confirmSubject: (agent) => `[${agent}] Please confirm your home alerts`,
    confirmTitle: 'Please confirm your home alerts',
    confirmBody: (what) => `You asked for alerts about: ${what}. Press the button below to confirm, and the alerts will start.`,
    confirmButton: 'Confirm my alerts',
    confirmIgnore:
      'If you did not ask for this, ignore this e-mail: nothing is sent unless you confirm, and the request is deleted after 7 days.',
    confirmReason: (agent) => `You receive this e-mail because home alerts were requested for this address on ${agent}'s website.`,
    alertSubject: (count, what) => `${count} update${count === 1 ? '' : 's'}: ${what}`,
    favouritesSubject: (count) => `${count} update${count === 1 ? '' : 's'} on your favourite homes`,
    alertTitle: 'News on homes matching your search',
    favouritesTitle: 'News on your favourite homes',
    newHome: 'New listing',
    priceChange: (before, after) => `Price changed: ${before} → ${after}`,
    statusChange: (before, after) => `Status changed: ${before} → ${after}`,
    view: 'View this home',
    searchAgain: 'See all results',
    manage: 'Manage my alerts',
    alertReason: (agent, what, frequency) =>
      `You receive this because you asked for home alerts (${what}, ${frequency}) on ${agent}'s website.`,
    movedToWeekly:
      'You have not opened the last few alerts, so from now on we will send them once a week. You can change this in your alert settings at any time.',
    stopped:
      'You have not opened the last few alerts, so this is the last one. To keep receiving them, turn them back on in your alert settings.',
    frequencies: { instant: 'as soon as a home comes up', daily: 'once a day', weekly: 'once a week' },
    favouritesWhat: 'your favourite homes',
    leadSubject: (who) => `[New buyer lead] ${who} signed up for home alerts`,
    leadTitle: 'You have a new buyer lead',
    leadIntro: (who, what) => `${who} confirmed their e-mail and started home alerts: ${what}.`,
    leadOpen: 'Open the buyer lead',
    leadEmail: 'E-mail',
    leadName: 'Name',
    leadPhone: 'Phone',
    leadFrequency: 'How often',
    leadLanguage: 'Language',
  },
  ja: {
    confirmSubject: (agent) => `[${agent}] 物件通知のお申し込みを確認してください`,
    confirmTitle: '物件通知のお申し込みを確認してください',
    confirmBody: (what) => `次の通知をお申し込みいただきました: ${what}。下のボタンを押して確認すると、通知が始まります。`,
    confirmButton: '通知の申し込みを確認する',
    confirmIgnore:
      'お心当たりがない場合は、このメールを無視してください。確認されない限り何も送らず、お申し込みの情報は7日後に削除されます。',
    confirmReason: (agent) => `${agent}のホームページでこのアドレスに物件通知のお申し込みがあったため、お送りしています。`,
    alertSubject: (count, what) => `新着情報${count}件: ${what}`,
    favouritesSubject: (count) => `お気に入り物件の新着情報${count}件`,
    alertTitle: '条件に合う物件の新着情報',
    favouritesTitle: 'お気に入り物件の新着情報',
    newHome: '新着物件',
    priceChange: (before, after) => `価格変更: ${before} → ${after}`,
    statusChange: (before, after) => `状況の変更: ${before} → ${after}`,
    view: '物件を見る',
    searchAgain: '検索結果をすべて見る',
    manage: '通知の設定',
    alertReason: (agent, what, frequency) =>
      `${agent}のホームページでお申し込みいただいた物件通知（${what}、${frequency}）をお送りしています。`,
    movedToWeekly: '最近の通知が開かれていないため、今後は週1回お送りします。通知の設定からいつでも変更できます。',
    stopped: '最近の通知が開かれていないため、今回が最後の通知です。引き続き受け取るには、通知の設定からもう一度オンにしてください。',
    frequencies: { instant: '新着があればすぐに', daily: '1日1回', weekly: '週1回' },
    favouritesWhat: 'お気に入り物件',
    leadSubject: (who) => `[新しい購入検討のお客様] ${who}様が物件通知を申し込みました`,
    leadTitle: '新しい購入検討のお客様です',
    leadIntro: (who, what) => `${who}様がメールを確認し、物件通知を開始しました: ${what}。`,
    leadOpen: 'お客様の情報を開く',
    leadEmail: 'メール',
    leadName: 'お名前',
    leadPhone: '電話番号',
    leadFrequency: '通知の頻度',
    leadLanguage: '言語',
  },
}
