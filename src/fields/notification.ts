import type { GroupField } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { notificationStateLabels } from '@/i18n/inboxTexts'
import { optionsFrom } from '@/i18n/label'

/**
 * The e-mail telling a person about a submission, written by its job (src/jobs/emailContact.ts,
 * emailLead.ts). Whoever reads the record reads it; nobody writes it through the API, admins
 * included, so an unsent e-mail never looks sent.
 */
export const notificationField: GroupField = {
  name: 'notification',
  type: 'group',
  access: systemWrites,
  label: { ko: '이메일 알림', en: 'E-mail notification', ja: 'メール通知' },
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
}
