/**
 * The words of the e-mails around a visitor's message: the acknowledgement the visitor gets at once,
 * the agent's reply, and the staff's notice of a message nobody has answered yet. Three languages.
 */
import type { Locale } from '@/i18n/locales'

type LeadResponseWords = {
  ackSubject: (agent: string) => string
  ackTitle: string
  ackThanks: (name: string, agent: string) => string
  ackNext: (agent: string, hours: string) => string
  ackReplyHint: (agent: string) => string
  /** The buttons of the frame the visitor may use, by what the agent has. */
  ackButtons: { both: string; phone: string; kakao: string }
  ackCopy: string
  noMessage: string
  replyTitle: (agent: string) => string
  youWrote: (at: string) => string
  reason: (agent: string) => string
  escalationSubject: (contact: string, agent: string, waited: string) => string
  escalationTitle: string
  visitor: string
  agent: string
  receivedAt: string
  waiting: string
  waitedWithinHours: (waited: string) => string
  handOver: (from: string) => string
  openContact: string
  minutes: (minutes: number) => string
  /** An hour or more: the minutes after the whole hours, left out when none. */
  hoursMinutes: (hours: number, minutes: number) => string
}

export const leadResponseMessages: Record<Locale, LeadResponseWords> = {
  ko: {
    ackSubject: (agent) => `${agent}님께 문의가 전달되었습니다`,
    ackTitle: '문의해 주셔서 감사합니다',
    ackThanks: (name, agent) => `${name}님, 안녕하세요. 보내 주신 문의가 ${agent}님께 잘 전달되었습니다.`,
    ackNext: (agent, hours) =>
      `${agent}님이 이메일이나 전화로 답변드릴 예정입니다. 근무 시간은 ${hours}이며, 보통 이 시간 안에 연락드립니다.`,
    ackReplyHint: (agent) => `더 전하실 내용이 있으면 이 메일에 그대로 답장해 주세요. ${agent}님께 바로 전달됩니다.`,
    ackButtons: {
      both: '아래 버튼으로 전화하시거나 카카오톡으로 연락하실 수도 있습니다.',
      phone: '아래 버튼으로 바로 전화하실 수도 있습니다.',
      kakao: '아래 버튼으로 카카오톡 메시지를 보내실 수도 있습니다.',
    },
    ackCopy: '보내신 문의 내용',
    noMessage: '메시지 내용 없이 연락처만 남기셨습니다.',
    replyTitle: (agent) => `${agent}님의 답변입니다`,
    youWrote: (at) => `${at}에 보내신 문의:`,
    reason: (agent) => `${agent}님의 홈페이지에서 문의를 보내셔서 받으시는 이메일입니다.`,
    escalationSubject: (contact, agent, waited) => `[미응답] ${contact}님이 ${agent}님의 답변을 ${waited}째 기다리고 있습니다`,
    escalationTitle: '답변을 기다리는 문의가 있습니다',
    visitor: '문의한 분',
    agent: '담당 에이전트',
    receivedAt: '받은 시각',
    waiting: '기다린 시간',
    waitedWithinHours: (waited) => `에이전트 근무 시간 기준 ${waited}`,
    handOver: (from) => `계속 답변이 없으면 ${from}부터 이 문의를 다른 에이전트에게 넘길 수 있습니다.`,
    openContact: '문의 열기',
    minutes: (minutes) => `${minutes}분`,
    hoursMinutes: (hours, minutes) => (minutes ? `${hours}시간 ${minutes}분` : `${hours}시간`),
  },
  en: {
    ackSubject: (agent) => `Your message to ${agent} has been received`,
    ackTitle: 'Thank you for your message',
    ackThanks: (name, agent) => `Hello ${name}, thank you for writing. Your message has reached ${agent}.`,
    ackNext: (agent, hours) => `${agent} will get back to you by e-mail or phone, usually within their working hours: ${hours}.`,
    ackReplyHint: (agent) => `If you want to add something, just reply to this e-mail and it will go straight to ${agent}.`,
    ackButtons: {
      both: 'You can also call or send a KakaoTalk message with the buttons below.',
      phone: 'You can also call with the button below.',
      kakao: 'You can also send a KakaoTalk message with the button below.',
    },
    ackCopy: 'Your message',
    noMessage: 'You sent no message text, only your contact details.',
    replyTitle: (agent) => `A reply from ${agent}`,
    youWrote: (at) => `On ${at}, you wrote:`,
    reason: (agent) => `You receive this e-mail because you wrote to ${agent} through their homepage.`,
    escalationSubject: (contact, agent, waited) => `[Unanswered] ${contact} has waited ${waited} for ${agent}`,
    escalationTitle: 'A visitor is still waiting for an answer',
    visitor: 'Visitor',
    agent: 'Agent',
    receivedAt: 'Received',
    waiting: 'Waiting',
    waitedWithinHours: (waited) => `${waited} within the agent's working hours`,
    handOver: (from) => `If nobody answers, you can hand this contact to another agent from ${from}.`,
    openContact: 'Open the contact',
    minutes: (minutes) => `${minutes} min`,
    hoursMinutes: (hours, minutes) => `${hours} ${hours === 1 ? 'hour' : 'hours'}${minutes ? ` ${minutes} min` : ''}`,
  },
  ja: {
    ackSubject: (agent) => `${agent}へのお問い合わせを受け付けました`,
    ackTitle: 'お問い合わせありがとうございます',
    ackThanks: (name, agent) => `${name}様、お問い合わせいただきありがとうございます。メッセージは${agent}に届いています。`,
    ackNext: (agent, hours) => `${agent}よりメールまたはお電話でご連絡いたします。営業時間は${hours}で、通常はこの時間内にご返信します。`,
    ackReplyHint: (agent) => `追加でお伝えしたいことがあれば、このメールにそのまま返信してください。${agent}に直接届きます。`,
    ackButtons: {
      both: '下のボタンから、お電話やカカオトークでもご連絡いただけます。',
      phone: '下のボタンから、お電話でもご連絡いただけます。',
      kakao: '下のボタンから、カカオトークでもご連絡いただけます。',
    },
    ackCopy: 'お問い合わせ内容',
    noMessage: 'メッセージの本文はなく、連絡先のみお送りいただきました。',
    replyTitle: (agent) => `${agent}からのご返信です`,
    youWrote: (at) => `${at}にお送りいただいた内容：`,
    reason: (agent) => `${agent}のホームページからお問い合わせいただいたため、このメールをお送りしています。`,
    escalationSubject: (contact, agent, waited) => `[未対応] ${contact}様が${agent}の返信を${waited}待っています`,
    escalationTitle: '返信を待っているお問い合わせがあります',
    visitor: 'お問い合わせの方',
    agent: '担当エージェント',
    receivedAt: '受信日時',
    waiting: '待ち時間',
    waitedWithinHours: (waited) => `エージェントの営業時間内で${waited}`,
    handOver: (from) => `返信がない場合は、${from}以降、このお問い合わせを別のエージェントに引き継ぐことができます。`,
    openContact: 'お問い合わせを開く',
    minutes: (minutes) => `${minutes}分`,
    hoursMinutes: (hours, minutes) => `${hours}時間${minutes ? `${minutes}分` : ''}`,
  },
}
