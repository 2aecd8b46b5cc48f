/** The buyer's alert pages on an agent's site (confirm, manage), in three languages. */
import type { Locale } from './locales'

type Words = {
  confirmTitle: string
  confirmIntro: string
  confirmButton: string
  confirmInvalid: string
  manageTitle: string
  manageFor: string
  confirmed: string
  saved: string
  deleted: string
  invalid: string
  empty: string
  statuses: Record<'pending' | 'active' | 'paused' | 'stopped', string>
  howOften: string
  frequencies: Record<'instant' | 'daily' | 'weekly', string>
  save: string
  pause: string
  resume: string
  remove: string
  favourites: string
  deleteAllTitle: string
  deleteAllIntro: string
  deleteAllButton: string
  toHomes: string
}

export const alertPageWords: Record<Locale, Words> = {
  ko: {
    confirmTitle: '매물 알림 신청 확인',
    confirmIntro: '아래 버튼을 누르면 매물 알림이 시작됩니다.',
    confirmButton: '알림 신청 확인하기',
    confirmInvalid: '이 확인 링크는 이미 사용되었거나 7일이 지나 더 이상 쓸 수 없습니다. 매물 검색 페이지에서 다시 신청해 주세요.',
    manageTitle: '매물 알림 설정',
    manageFor: '{address} 주소로 {agent}님이 보내는 알림입니다.',
    confirmed: '알림 신청이 확인되었습니다. 조건에 맞는 새 매물이 나오면 이메일로 알려 드립니다.',
    saved: '저장했습니다.',
    deleted: '이 주소에 대해 저장된 모든 정보(저장한 검색과 관심 매물)를 삭제했습니다. 앞으로 이메일을 보내지 않습니다.',
    invalid: '이 링크는 올바르지 않거나 기간이 지났습니다. 가장 최근 알림 이메일의 "알림 설정 관리" 링크를 이용해 주세요.',
    empty: '이 에이전트에게 저장된 알림이 없습니다.',
    statuses: { pending: '이메일 확인 대기 중', active: '알림 받는 중', paused: '일시 중지됨', stopped: '중단됨' },
    howOften: '알림 주기',
    frequencies: { instant: '새 매물이 나오면 바로', daily: '하루 한 번', weekly: '일주일에 한 번' },
    save: '저장',
    pause: '일시 중지',
    resume: '다시 받기',
    remove: '이 알림 삭제',
    favourites: '관심 매물 {count}개',
    deleteAllTitle: '내 정보 모두 삭제',
    deleteAllIntro:
      '이 주소로 저장된 모든 검색과 관심 매물을 모든 에이전트에게서 삭제하고, 앞으로 이메일을 보내지 않습니다. 되돌릴 수 없습니다.',
    deleteAllButton: '모두 삭제',
    toHomes: '매물 검색으로 돌아가기',
  },
  en: {
    confirmTitle: 'Confirm your home alerts',
    confirmIntro: 'Press the button below and your home alerts will start.',
    confirmButton: 'Confirm my alerts',
    confirmInvalid: 'This confirmation link has already been used or is older than 7 days. Please sign up again from the homes search.',
    manageTitle: 'Your home alerts',
    manageFor: 'Alerts from {agent} to {address}.',
    confirmed: 'Your alerts are confirmed. We will e-mail you when new homes match.',
    saved: 'Saved.',
    deleted: 'Everything stored about this address (saved searches and favourites) has been deleted. You will get no more e-mail from us.',
    invalid: 'This link is not valid or has expired. Please use "Manage my alerts" in your latest alert e-mail.',
    empty: 'You have no alerts with this agent.',
    statuses: { pending: 'Waiting for your confirmation', active: 'Receiving alerts', paused: 'Paused', stopped: 'Stopped' },
    howOften: 'How often',
    frequencies: { instant: 'As soon as a home comes up', daily: 'Once a day', weekly: 'Once a week' },
    save: 'Save',
    pause: 'Pause',
    resume: 'Resume',
    remove: 'Delete this alert',
    favourites: '{count} favourite homes',
    deleteAllTitle: 'Delete all my data',
    deleteAllIntro:
      'Deletes every saved search and favourites list of this address, with every agent, and stops all e-mail to it. This cannot be undone.',
    deleteAllButton: 'Delete everything',
    toHomes: 'Back to the homes search',
  },
  ja: {
    confirmTitle: '物件通知のお申し込みの確認',
    confirmIntro: '下のボタンを押すと、物件通知が始まります。',
    confirmButton: '通知の申し込みを確認する',
    confirmInvalid: 'この確認リンクはすでに使われたか、7日を過ぎたため使えません。物件検索のページからもう一度お申し込みください。',
    manageTitle: '物件通知の設定',
    manageFor: '{agent}から{address}へお送りしている通知です。',
    confirmed: 'お申し込みを確認しました。条件に合う新着物件があればメールでお知らせします。',
    saved: '保存しました。',
    deleted: 'このアドレスについて保存していたすべての情報（保存した検索とお気に入り）を削除しました。今後メールはお送りしません。',
    invalid: 'このリンクは正しくないか、期限が切れています。最新の通知メールにある「通知の設定」のリンクをお使いください。',
    empty: 'このエージェントからの通知はありません。',
    statuses: { pending: 'メールの確認待ち', active: '通知中', paused: '一時停止中', stopped: '停止' },
    howOften: '通知の頻度',
    frequencies: { instant: '新着があればすぐに', daily: '1日1回', weekly: '週1回' },
    save: '保存',
    pause: '一時停止',
    resume: '再開',
    remove: 'この通知を削除',
    favourites: 'お気に入り物件{count}件',
    deleteAllTitle: '自分の情報をすべて削除',
    deleteAllIntro:
      'このアドレスで保存したすべての検索とお気に入りを、すべてのエージェントから削除し、今後のメールをすべて止めます。元に戻せません。',
    deleteAllButton: 'すべて削除',
    toHomes: '物件検索に戻る',
  },
}
