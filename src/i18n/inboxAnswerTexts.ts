/**
 * Words of answering a contact in the admin: the reply box and its thread, "answered another way",
 * the first response, a hand-over to another agent, the list's response column and the dashboard's
 * response times. Plain words for agents: minutes are working minutes, said as such once.
 */
import type { Locale } from './locales'

type Texts = {
  replyHeading: string
  replyLabel: string
  send: string
  sending: string
  thread: string
  you: string
  replyStates: Record<'pending' | 'sent' | 'kept' | 'failed' | 'none' | 'suppressed', string>
  otherWay: string
  otherWayHint: string
  firstResponse: string
  firstResponseLine: (when: string, how: string, by: string) => string
  workingMinutes: (minutes: number) => string
  writtenIn: (language: string) => string
  readOnlyHandedTo: (agent: string, at: string) => string
  escalation: string
  waitingUntil: (at: string) => string
  staffToldAt: (at: string) => string
  handOver: string
  handOverTo: string
  chooseAgent: string
  handOverButton: string
  handOverFrom: (at: string) => string
  handOvers: string
  handOverLine: (from: string, to: string, at: string) => string
  someone: string
  failed: string
  listAnswered: (minutes: number) => string
  listAnsweredLong: (minutes: number) => string
  listUnanswered: string
  responseColumn: string
  dashboardTitle: string
  unansweredNow: (count: number) => string
  week: string
  received: string
  median: string
  within5: string
  within60: string
  minutes: (minutes: number) => string
  none: string
  thisWeek: string
  agent: string
  unansweredColumn: string
  thisWeekMedian: string
  fourWeeksMedian: string
  fourWeeksWithin5: string
  fourWeeksWithin60: string
  topAgentsNote: (shown: number) => string
  noAgents: string
  workingNote: string
}

const minutesKo = (m: number) => `${formatMinutes(m, 'ko')}분`
const minutesJa = (m: number) => `${formatMinutes(m, 'ja')}分`
const minutesEn = (m: number) => `${formatMinutes(m, 'en')} min`

/** Whole minutes, or one decimal for a median between two. */
export function formatMinutes(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(minutes)
}

export const inboxAnswerTexts: Record<Locale, Texts> = {
  ko: {
    replyHeading: '답장',
    replyLabel: '문의한 분께 보낼 답장',
    send: '답장 보내기',
    sending: '보내는 중…',
    thread: '주고받은 내용',
    you: '답장',
    replyStates: {
      pending: '이메일 보내는 중',
      sent: '이메일로 보냄',
      kept: '보내지 않음 (메일 발송이 꺼져 있음)',
      failed: '이메일을 보내지 못함',
      none: '보낼 이메일 주소 없음',
      suppressed: '보내지 않음 (문의한 분이 수신 거부함)',
    },
    otherWay: '다른 방법으로 응답함',
    otherWayHint: '이메일 말고 다른 방법으로 이미 연락했다면 눌러 주세요.',
    firstResponse: '첫 응답',
    firstResponseLine: (when, how, by) => `${when} · ${how} · ${by}`,
    workingMinutes: (m) => `근무 시간 기준 ${minutesKo(m)} 만에 응답`,
    writtenIn: (language) => `${language}로 작성된 문의입니다`,
    readOnlyHandedTo: (agent, at) => `이 문의는 ${at}에 ${agent} 님에게 넘어갔습니다. 읽기만 할 수 있습니다.`,
    escalation: '미응답 알림',
    waitingUntil: (at) => `응답 기다리는 중 · ${at}까지 응답이 없으면 직원에게 알립니다`,
    staffToldAt: (at) => `${at}에 직원에게 알렸습니다`,
    handOver: '다른 에이전트에게 넘기기',
    handOverTo: '넘겨받을 에이전트',
    chooseAgent: '에이전트를 고르세요',
    handOverButton: '넘기기',
    handOverFrom: (at) => `${at}부터 다른 에이전트에게 넘길 수 있습니다`,
    handOvers: '담당 변경 기록',
    handOverLine: (from, to, at) => `${at} · ${from} → ${to}`,
    someone: '알 수 없음',
    failed: '요청을 처리하지 못했습니다. 다시 시도해 주세요.',
    listAnswered: (m) => minutesKo(m),
    listAnsweredLong: (m) => `${minutesKo(m)} 만에 응답`,
    listUnanswered: '응답 전',
    responseColumn: '응답 시간',
    dashboardTitle: '응답 시간',
    unansweredNow: (n) => `지금 응답하지 않은 문의 ${n}건`,
    week: '주 (월요일부터)',
    received: '받은 문의',
    median: '응답 시간 (중앙값)',
    within5: '5분 안에 응답',
    within60: '1시간 안에 응답',
    minutes: minutesKo,
    none: '—',
    thisWeek: '이번 주',
    agent: '에이전트',
    unansweredColumn: '지금 미응답',
    thisWeekMedian: '이번 주 중앙값',
    fourWeeksMedian: '지난 4주 중앙값',
    fourWeeksWithin5: '지난 4주 5분 안에',
    fourWeeksWithin60: '지난 4주 1시간 안에',
    topAgentsNote: (n) => `문의가 많은 에이전트 ${n}명까지 보여 줍니다.`,
    noAgents: '최근 받은 문의가 없습니다.',
    workingNote: '시간은 에이전트의 근무 시간만 셉니다. 비율은 그 주에 받은 모든 문의 기준입니다.',
  },
  en: {
    replyHeading: 'Reply',
    replyLabel: 'Your reply to the visitor',
    send: 'Send reply',
    sending: 'Sending…',
    thread: 'Conversation',
    you: 'Reply',
    replyStates: {
      pending: 'Sending the e-mail',
      sent: 'Sent by e-mail',
      kept: 'Not sent (e-mail sending is off)',
      failed: 'The e-mail could not be sent',
      none: 'No address to send it to',
      suppressed: 'Not sent (the visitor unsubscribed)',
    },
    otherWay: 'Answered another way',
    otherWayHint: 'Already in touch other than by e-mail? Say how.',
    firstResponse: 'First response',
    firstResponseLine: (when, how, by) => `${when} · ${how} · ${by}`,
    workingMinutes: (m) => `answered in ${minutesEn(m)} within working hours`,
    writtenIn: (language) => `Written in ${language}`,
    readOnlyHandedTo: (agent, at) => `This contact was handed to ${agent} on ${at}. You can only read it.`,
    escalation: 'Escalation',
    waitingUntil: (at) => `Waiting for an answer · staff will be told at ${at} if nobody answers`,
    staffToldAt: (at) => `Staff were told at ${at}`,
    handOver: 'Hand to another agent',
    handOverTo: 'Agent to hand it to',
    chooseAgent: 'Choose an agent',
    handOverButton: 'Hand over',
    handOverFrom: (at) => `Can be handed to another agent from ${at}`,
    handOvers: 'Hand-overs',
    handOverLine: (from, to, at) => `${at} · ${from} → ${to}`,
    someone: 'unknown',
    failed: 'That did not work. Please try again.',
    listAnswered: (m) => minutesEn(m),
    listAnsweredLong: (m) => `answered in ${minutesEn(m)}`,
    listUnanswered: 'unanswered',
    responseColumn: 'Response time',
    dashboardTitle: 'Response time',
    unansweredNow: (n) => `${n} contact${n === 1 ? '' : 's'} unanswered now`,
    week: 'Week of',
    received: 'Contacts',
    median: 'Median',
    within5: 'In 5 min',
    within60: 'In 1 h',
    minutes: minutesEn,
    none: '—',
    thisWeek: 'This week',
    agent: 'Agent',
    unansweredColumn: 'Unanswered now',
    thisWeekMedian: 'Median this week',
    fourWeeksMedian: 'Median, last 4 weeks',
    fourWeeksWithin5: 'Within 5 min, last 4 weeks',
    fourWeeksWithin60: 'Within 1 h, last 4 weeks',
    topAgentsNote: (n) => `Showing up to ${n} agents with the most contacts.`,
    noAgents: 'No contacts received lately.',
    workingNote:
      "Median: time to the first answer. In 5 min, In 1 h: the share of that week's contacts answered that fast. Times count the agent's working hours only.",
  },
  ja: {
    replyHeading: '返信',
    replyLabel: '送信者への返信',
    send: '返信を送る',
    sending: '送信中…',
    thread: 'やりとり',
    you: '返信',
    replyStates: {
      pending: 'メール送信中',
      sent: 'メールで送信済み',
      kept: '未送信(メール送信がオフ)',
      failed: 'メールを送信できませんでした',
      none: '送信先のメールアドレスなし',
      suppressed: '未送信(送信者が配信を停止済み)',
    },
    otherWay: '別の方法で対応済み',
    otherWayHint: 'メール以外の方法ですでに連絡した場合は、その方法を選んでください。',
    firstResponse: '最初の対応',
    firstResponseLine: (when, how, by) => `${when}・${how}・${by}`,
    workingMinutes: (m) => `勤務時間内で${minutesJa(m)}で対応`,
    writtenIn: (language) => `${language}で書かれたお問い合わせです`,
    readOnlyHandedTo: (agent, at) => `このお問い合わせは${at}に${agent}さんへ引き継がれました。閲覧のみできます。`,
    escalation: '未対応の通知',
    waitingUntil: (at) => `対応待ち・${at}までに対応がなければスタッフに通知します`,
    staffToldAt: (at) => `${at}にスタッフに通知しました`,
    handOver: '別のエージェントに引き継ぐ',
    handOverTo: '引き継ぐエージェント',
    chooseAgent: 'エージェントを選んでください',
    handOverButton: '引き継ぐ',
    handOverFrom: (at) => `${at}から別のエージェントに引き継げます`,
    handOvers: '担当の変更履歴',
    handOverLine: (from, to, at) => `${at}・${from} → ${to}`,
    someone: '不明',
    failed: '処理できませんでした。もう一度お試しください。',
    listAnswered: (m) => minutesJa(m),
    listAnsweredLong: (m) => `${minutesJa(m)}で対応`,
    listUnanswered: '未対応',
    responseColumn: '対応時間',
    dashboardTitle: '対応時間',
    unansweredNow: (n) => `未対応のお問い合わせ ${n} 件`,
    week: '週(月曜から)',
    received: '受信数',
    median: '対応時間(中央値)',
    within5: '5分以内に対応',
    within60: '1時間以内に対応',
    minutes: minutesJa,
    none: '—',
    thisWeek: '今週',
    agent: 'エージェント',
    unansweredColumn: '現在の未対応',
    thisWeekMedian: '今週の中央値',
    fourWeeksMedian: '過去4週の中央値',
    fourWeeksWithin5: '過去4週・5分以内',
    fourWeeksWithin60: '過去4週・1時間以内',
    topAgentsNote: (n) => `お問い合わせの多いエージェントを最大${n}人まで表示しています。`,
    noAgents: '最近のお問い合わせはありません。',
    workingNote: '時間はエージェントの勤務時間のみを数えます。割合はその週に受けたすべてのお問い合わせに対するものです。',
  },
}

/** The list column's label (a Payload label object). */
export const responseColumnLabel = {
  ko: inboxAnswerTexts.ko.responseColumn,
  en: inboxAnswerTexts.en.responseColumn,
  ja: inboxAnswerTexts.ja.responseColumn,
}
