import type { CollapsibleField } from 'payload'

import { systemWritesStaffReads } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { label } from '@/i18n/label'

/** Written by the sync job (SQL) and the publish hook only; staff see it, agents and the public never (a staff matter). */
const jobOnly = systemWritesStaffReads

/** Main-API sync state, top-level so the list view can show the status column. */
export const syncFields: CollapsibleField = {
  type: 'collapsible',
  label: label('본사 시스템 동기화', 'Sync with the main system', '本社システムとの同期'),
  admin: { position: 'sidebar', condition: shownToStaff, initCollapsed: true },
  fields: [
    {
      name: 'syncStatus',
      type: 'select',
      defaultValue: 'off',
      access: jobOnly,
      label: label('동기화 상태', 'Sync status', '同期の状態'),
      admin: { readOnly: true },
      options: [
        { value: 'off', label: label('꺼짐', 'Off', 'オフ') },
        { value: 'pending', label: label('대기 중', 'Pending', '待機中') },
        { value: 'synced', label: label('완료', 'Synced', '同期済み') },
        { value: 'failed', label: label('실패', 'Failed', '失敗') },
      ],
    },
    {
      name: 'mainApiId',
      type: 'text',
      access: jobOnly,
      label: label('본사 시스템 ID', 'Main system id', '本社システム ID'),
      admin: { readOnly: true },
    },
    {
      name: 'lastSyncedAt',
      type: 'date',
      access: jobOnly,
      label: label('마지막 동기화', 'Last synced', '最終同期'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastSyncError',
      type: 'textarea',
      access: jobOnly,
      label: label('마지막 오류', 'Last error', '最後のエラー'),
      admin: { readOnly: true },
    },
  ],
}
