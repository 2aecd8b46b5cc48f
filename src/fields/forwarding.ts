import type { GroupField } from 'payload'

import { systemWritesStaffReads } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { label } from '@/i18n/label'

/**
 * Delivery of a submission to a third party (Slack, main API), written by its job; a staff matter.
 * Nobody writes it through the API, admins included: a failed delivery must never look delivered.
 */
export const forwardingField: GroupField = {
  name: 'forwarding',
  type: 'group',
  access: systemWritesStaffReads,
  label: label('외부 전달 (Slack·본사 시스템)', 'Forwarding (Slack, main system)', '外部への転送(Slack・本社システム)'),
  admin: { position: 'sidebar', readOnly: true, condition: shownToStaff },
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      label: label('상태', 'Status', '状態'),
      options: [
        { value: 'off', label: label('꺼짐', 'Off', 'オフ') },
        { value: 'pending', label: label('보내는 중', 'Pending', '送信待ち') },
        { value: 'delivered', label: label('전달됨', 'Delivered', '転送済み') },
        { value: 'failed', label: label('실패', 'Failed', '失敗') },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('시도 횟수', 'Attempts', '試行回数') },
    {
      name: 'deliveredAt',
      type: 'date',
      label: label('전달 시각', 'Delivered at', '転送日時'),
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        // Text in the admin's language, not the read-only picker's English months.
        components: { Field: '@/components/admin/inbox/ReadOnlyDate#ReadOnlyDate' },
      },
    },
    { name: 'lastError', type: 'textarea', label: label('마지막 오류', 'Last error', '最後のエラー') },
  ],
}
