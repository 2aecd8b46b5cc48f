import type { GroupField } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { notificationStateLabels } from '@/i18n/inboxTexts'
import { optionsFrom } from '@/i18n/label'

/**
 * Where one e-mail about a record is (the agent's notice of a contact, the visitor's acknowledgement,
 * an agent's reply), written by its job (src/jobs/notificationState.ts). Whoever reads the record
 * reads it; nobody writes it through the API, admins included, so an unsent e-mail never looks sent.
 */
export const emailStateField = (name: string, groupLabel: Record<'ko' | 'en' | 'ja', string>): GroupField => ({
  name,
  type: 'group',
  access: systemWrites,
  label: groupLabel,
  // Agents read the state in words on the contact's card; the inputs (and their technical fields) are staff's.
  admin: { position: 'sidebar', readOnly: true, condition: shownToStaff },
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      label: { ko: '상태', en: 'Status', ja: '状態' },
      options: optionsFrom(notificationStateLabels),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { ko: '시도 횟수', en: 'Attempts', ja: '試行回数' } },
    {
      name: 'sentAt',
      type: 'date',
      label: { ko: '보낸 시각', en: 'Sent at', ja: '送信日時' },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        // Text in the admin's language, not the read-only picker's English months.
        components: { Field: '@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate' },
      },
    },
    { name: 'sentTo', type: 'text', label: { ko: '받는 사람', en: 'Sent to', ja: '宛先' } },
    { name: 'messageId', type: 'text', label: { ko: 'Message-ID', en: 'Message-ID', ja: 'Message-ID' } },
    { name: 'lastError', type: 'textarea', label: { ko: '마지막 오류', en: 'Last error', ja: '最後のエラー' } },
  ],
})

/** The e-mail telling the agent (or staff) about a submission (src/jobs/emailContact.ts, emailLead.ts). */
export const notificationField = emailStateField('notification', { ko: '이메일 알림', en: 'E-mail notification', ja: 'メール通知' })
