import type { Field } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { emailStateField } from '@/fields/notification'
import { label, optionsFrom } from '@/i18n/label'
import { locales } from '@/i18n/locales'
import { answerWayLabels, escalationStateLabels } from '@/i18n/leadResponseTexts'

const languageOptions = locales.map(({ code, label: name }) => ({ value: code, label: name }))

/** Bookkeeping an agent reads in words on the contact's card; the inputs are staff's, read-only for everyone. */
const sidebarForStaff = { position: 'sidebar' as const, readOnly: true, condition: shownToStaff }

/**
 * What happens to a contact after it is stored: the visitor's acknowledgement, the first response
 * (a reply from the inbox or an answer by phone, KakaoTalk or in person; set once), the escalation to
 * staff when nobody answers within the agent's working hours, and any hand-over to another agent.
 * All of it is written by the system (src/collections/Contacts/leadResponse/, src/jobs/leadResponse/).
 */
export const leadResponseFields: Field[] = [
  {
    name: 'locale',
    type: 'select',
    defaultValue: 'ko',
    options: languageOptions,
    access: systemWrites,
    label: label('문의한 페이지의 언어', 'Language of the page', 'お問い合わせページの言語'),
    admin: sidebarForStaff,
  },
  {
    // The message's own language, when it can be told (a Korean message from the English page says ko).
    name: 'writtenIn',
    type: 'select',
    options: languageOptions,
    access: systemWrites,
    label: label('문의 내용의 언어', 'Language of the message', 'お問い合わせ内容の言語'),
    admin: sidebarForStaff,
  },
  emailStateField('acknowledgement', {
    ko: '문의한 분께 보낸 접수 확인 메일',
    en: 'Acknowledgement to the visitor',
    ja: '送信者への受付確認メール',
  }),
  {
    name: 'response',
    type: 'group',
    access: systemWrites,
    label: label('첫 응답', 'First response', '最初の対応'),
    admin: sidebarForStaff,
    fields: [
      {
        name: 'firstAt',
        type: 'date',
        index: true,
        label: label('첫 응답 시각', 'First response at', '最初の対応日時'),
        admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: '@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate' } },
      },
      { name: 'how', type: 'select', options: optionsFrom(answerWayLabels), label: label('응답 방법', 'How', '対応方法') },
      { name: 'by', type: 'relationship', relationTo: 'users', label: label('응답한 사람', 'By', '対応者') },
      {
        // Counted like escalation: only within the agent's working hours (src/lib/leadResponse/workingHours.ts).
        name: 'workingMinutes',
        type: 'number',
        label: label('응답까지 걸린 시간 (근무 시간 기준, 분)', 'Time to respond (working minutes)', '対応までの時間(勤務時間内、分)'),
      },
    ],
  },
  {
    name: 'escalation',
    type: 'group',
    access: systemWrites,
    label: label('미응답 알림', 'Escalation', '未対応の通知'),
    admin: sidebarForStaff,
    fields: [
      {
        name: 'status',
        type: 'select',
        // Rows stored before escalation existed, and contacts not sent by a visitor (imports, demo content), never escalate.
        defaultValue: 'off',
        index: true,
        options: optionsFrom(escalationStateLabels),
        label: label('상태', 'Status', '状態'),
      },
      {
        name: 'dueAt',
        type: 'date',
        index: true,
        label: label('알림 예정 시각', 'Due at', '通知予定日時'),
        admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: '@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate' } },
      },
      {
        name: 'escalatedAt',
        type: 'date',
        label: label('직원에게 알린 시각', 'Staff told at', 'スタッフへの通知日時'),
        admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: '@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate' } },
      },
    ],
  },
  {
    // Who had the contact before: each keeps read access (src/collections/Contacts/access.ts).
    name: 'reassignments',
    type: 'array',
    access: systemWrites,
    label: label('담당 에이전트 변경 기록', 'Hand-overs to another agent', '担当エージェントの変更履歴'),
    admin: { ...sidebarForStaff, position: undefined },
    fields: [
      { name: 'from', type: 'relationship', relationTo: 'realtors', required: true, label: label('이전 에이전트', 'From', '変更前') },
      { name: 'to', type: 'relationship', relationTo: 'realtors', required: true, label: label('새 에이전트', 'To', '変更後') },
      { name: 'at', type: 'date', required: true, label: label('변경 시각', 'At', '変更日時') },
      { name: 'by', type: 'relationship', relationTo: 'users', label: label('변경한 사람', 'By', '変更者') },
    ],
  },
]
