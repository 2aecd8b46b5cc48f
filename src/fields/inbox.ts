import type { Field } from 'payload'

/**
 * The inbox side of a submission: where the agent (or staff) is with it, and a
 * note only the people who can read the record see (never sent anywhere).
 */
export const inboxFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    // Not required: rows stored before this field existed read as new (see the migration).
    defaultValue: 'new',
    index: true,
    label: { ko: '처리 상태', en: 'Status', ja: '対応状況' },
    options: [
      { value: 'new', label: { ko: '새 문의', en: 'New', ja: '新規' } },
      { value: 'replied', label: { ko: '답변함', en: 'Replied', ja: '返信済み' } },
      { value: 'closed', label: { ko: '종료', en: 'Closed', ja: '終了' } },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'note',
    type: 'textarea',
    label: { ko: '메모 (비공개)', en: 'Private note', ja: 'メモ (非公開)' },
    admin: { position: 'sidebar' },
  },
]
