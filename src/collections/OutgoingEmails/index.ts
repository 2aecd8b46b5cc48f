import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * E-mails that would have been sent, kept when no SMTP server is configured
 * (src/integrations/smtp/outbox.ts). Reset links are redacted; only admins read them.
 */
export const OutgoingEmails: CollectionConfig = {
  slug: 'outgoing-emails',
  labels: {
    singular: { ko: '보내지 않은 이메일', en: 'Outgoing e-mail', ja: '未送信メール' },
    plural: { ko: '보내지 않은 이메일', en: 'Outgoing e-mails', ja: '未送信メール' },
  },
  access: {
    create: () => false,
    read: isAdmin,
    update: () => false,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    description: {
      ko: 'SMTP가 설정되지 않아 보내지 않고 보관한 이메일입니다. 비밀번호 재설정 링크는 가려져 있습니다.',
      en: 'E-mails kept instead of sent because no SMTP server is configured. Password reset links are redacted.',
      ja: 'SMTP が設定されていないため送信せずに保管したメールです。パスワード再設定リンクは伏せてあります。',
    },
    group: { ko: '시스템', en: 'System', ja: 'システム' },
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', label: { ko: '받는 사람', en: 'To', ja: '宛先' } },
    { name: 'replyTo', type: 'text', label: { ko: '회신 주소', en: 'Reply-To', ja: '返信先' } },
    { name: 'subject', type: 'text', label: { ko: '제목', en: 'Subject', ja: '件名' } },
    { name: 'messageId', type: 'text', label: { ko: 'Message-ID', en: 'Message-ID', ja: 'Message-ID' } },
    { name: 'text', type: 'textarea', label: { ko: '본문', en: 'Text', ja: '本文' } },
    { name: 'html', type: 'textarea', label: { ko: 'HTML', en: 'HTML', ja: 'HTML' } },
  ],
}
