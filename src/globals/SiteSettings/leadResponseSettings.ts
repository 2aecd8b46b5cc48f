import type { GroupField } from 'payload'

import { staffOnly } from '@/access/fieldAccess'
import { label } from '@/i18n/label'
import { DEFAULT_ESCALATE_AFTER_MINUTES, DEFAULT_REASSIGN_AFTER_MINUTES } from '@/lib/leadResponse/escalationSettings'

/**
 * The company's promise to visitors: how many working minutes a contact may wait before staff hear
 * of it, and how long after that staff may hand it to another agent. Staff read them; admins change them.
 */
export const leadResponseSettings: GroupField = {
  name: 'leadResponse',
  type: 'group',
  access: { read: staffOnly.read },
  label: label('문의 응답', 'Answering contacts', 'お問い合わせへの対応'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'escalateAfterMinutes',
          type: 'number',
          min: 1,
          max: 1440,
          defaultValue: DEFAULT_ESCALATE_AFTER_MINUTES,
          label: label('미응답 알림까지 (분)', 'Tell staff after (minutes)', 'スタッフに通知するまで(分)'),
          admin: {
            description: label(
              '에이전트의 근무 시간 안에서 이만큼 응답이 없으면 직원에게 이메일로 알립니다.',
              "A contact left unanswered this many minutes of the agent's working hours is e-mailed to staff.",
              'エージェントの勤務時間内でこの分数だけ対応がないと、スタッフにメールで通知します。',
            ),
          },
        },
        {
          name: 'reassignAfterMinutes',
          type: 'number',
          min: 0,
          max: 10080,
          defaultValue: DEFAULT_REASSIGN_AFTER_MINUTES,
          label: label('담당 변경 가능까지 (분)', 'Hand-over allowed after (minutes)', '担当変更ができるまで(分)'),
          admin: {
            description: label(
              '직원에게 알린 뒤 이만큼 지나면 다른 에이전트에게 문의를 넘길 수 있습니다.',
              'This many minutes after staff are told, they can hand the contact to another agent.',
              'スタッフへの通知からこの分数が過ぎると、別のエージェントに引き継げます。',
            ),
          },
        },
      ],
    },
  ],
}
