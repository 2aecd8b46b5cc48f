/**
 * The words of every e-mail we send, in Korean, English and Japanese.
 * Builders in the sibling files put them together with the values.
 */
import type { Locale } from '@/i18n/locales'

export const emailMessages: Record<
  Locale,
  {
    contactSubject: (name: string) => string
    contactTitle: (agent: string) => string
    /** The language the visitor wrote in, named in the agent's language. */
    writtenIn: (language: string) => string
    leadSubject: (name: string) => string
    leadTitle: string
    name: string
    phone: string
    email: string
    message: string
    page: string
    area: string
    hasSite: string
    yes: string
    no: string
    replyHint: string
    openContact: string
    openLead: string
    resetSubject: string
    resetTitle: string
    resetBody: string
    resetIgnore: string
    resetLink: string
  }
> = {
  ko: {
    contactSubject: (name) => `[새 문의] ${name}님이 문의를 남겼습니다`,
    contactTitle: (agent) => `${agent} 홈페이지에 새 문의가 도착했습니다`,
    writtenIn: (language) => `${language}로 작성된 문의입니다.`,
    leadSubject: (name) => `[새 홈페이지 신청] ${name}`,
    leadTitle: '랜딩 페이지에서 새 홈페이지 신청이 도착했습니다',
    name: '이름',
    phone: '전화번호',
    email: '이메일',
    message: '메시지',
    page: '문의한 페이지',
    area: '활동 지역',
    hasSite: '기존 홈페이지',
    yes: '있음',
    no: '없음',
    replyHint: '이 메일에 답장하면 문의한 분에게 바로 전달됩니다.',
    openContact: '관리자에서 문의 보기',
    openLead: '관리자에서 신청 보기',
    resetSubject: '비밀번호 재설정',
    resetTitle: '비밀번호 재설정 요청',
    resetBody: '아래 링크를 눌러 새 비밀번호를 설정하세요. 링크는 1시간 동안 유효합니다.',
    resetIgnore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    resetLink: '새 비밀번호 설정',
  },
  en: {
    contactSubject: (name) => `[New contact] ${name} sent you a message`,
    contactTitle: (agent) => `A new contact on ${agent}'s homepage`,
    writtenIn: (language) => `Written in ${language}.`,
    leadSubject: (name) => `[New homepage request] ${name}`,
    leadTitle: 'A new homepage request from the landing page',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    page: 'Page',
    area: 'Area',
    hasSite: 'Has a homepage',
    yes: 'Yes',
    no: 'No',
    replyHint: 'Reply to this e-mail to answer the visitor directly.',
    openContact: 'Open the contact in the admin',
    openLead: 'Open the request in the admin',
    resetSubject: 'Reset your password',
    resetTitle: 'Password reset requested',
    resetBody: 'Follow the link below to choose a new password. The link is valid for one hour.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    resetLink: 'Choose a new password',
  },
  ja: {
    contactSubject: (name) => `[新しいお問い合わせ] ${name}様からメッセージが届きました`,
    contactTitle: (agent) => `${agent} のホームページに新しいお問い合わせが届きました`,
    writtenIn: (language) => `${language}で書かれたお問い合わせです。`,
    leadSubject: (name) => `[新しいホームページ申込] ${name}`,
    leadTitle: 'ランディングページから新しいホームページの申込が届きました',
    name: 'お名前',
    phone: '電話番号',
    email: 'メールアドレス',
    message: 'メッセージ',
    page: 'ページ',
    area: '活動地域',
    hasSite: '既存のホームページ',
    yes: 'あり',
    no: 'なし',
    replyHint: 'このメールに返信すると、お問い合わせいただいた方に直接届きます。',
    openContact: '管理画面でお問い合わせを見る',
    openLead: '管理画面で申込を見る',
    resetSubject: 'パスワードの再設定',
    resetTitle: 'パスワード再設定のご依頼',
    resetBody: '下のリンクから新しいパスワードを設定してください。リンクの有効期限は1時間です。',
    resetIgnore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    resetLink: '新しいパスワードを設定',
  },
}
