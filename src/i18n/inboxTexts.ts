/**
 * Words of the agent's inbox in the admin: a contact's card, the list's "when and how to reach"
 * column and the state of the e-mail telling the agent about a contact. Plain words for agents:
 * no protocol names, header fields or codes.
 */
import { label } from './label'

export const inboxTexts = {
  ko: {
    received: '받은 시각',
    phone: '전화',
    email: '이메일',
    message: '문의 내용',
    noMessage: '남긴 내용이 없습니다.',
    notification: '이메일 알림',
    terms: '약관 동의',
    agreed: { Y: '동의함', N: '동의하지 않음' },
  },
  en: {
    received: 'Received',
    phone: 'Phone',
    email: 'E-mail',
    message: 'Message',
    noMessage: 'No message was left.',
    notification: 'E-mail notification',
    terms: 'Terms of use',
    agreed: { Y: 'Agreed', N: 'Not agreed' },
  },
  ja: {
    received: '受信日時',
    phone: '電話',
    email: 'メール',
    message: 'お問い合わせ内容',
    noMessage: 'メッセージはありません。',
    notification: 'メール通知',
    terms: '利用規約への同意',
    agreed: { Y: '同意済み', N: '同意なし' },
  },
} as const

/** The list column that shows when a contact came in and how to reach them. */
export const reachColumnLabel = label('받은 때 · 연락처', 'Received · How to reach', '受信日時・連絡先')

/** The card at the top of a contact. */
export const contactCardLabel = label('보낸 사람', 'From', '送信者')

/** Where the e-mail about a submission is (src/fields/notification.ts), in words an agent reads. */
export const notificationStateLabels = {
  pending: label('이메일 보내는 중', 'Sending the e-mail', 'メール送信中'),
  sent: label('이메일로 보냄', 'Sent by e-mail', 'メールで送信済み'),
  kept: label('이메일을 보내지 않음 (메일 발송이 꺼져 있음)', 'Not e-mailed (e-mail sending is off)', 'メール未送信(メール送信がオフ)'),
  failed: label('이메일을 보내지 못함', 'The e-mail could not be sent', 'メールを送信できませんでした'),
  none: label('받을 이메일 주소 없음', 'No address to send it to', '送信先のメールアドレスなし'),
  suppressed: label('보내지 않음 (수신 거부한 주소)', 'Not sent (the address unsubscribed)', '未送信(配信停止済みのアドレス)'),
}
