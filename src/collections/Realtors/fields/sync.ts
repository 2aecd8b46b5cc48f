import type { GroupField } from 'payload'

import { isStaffField } from '@/access/owner'

/** Main-API sync state: written by the sync job only, never shown to the public. */
export const syncField: GroupField = {
  name: 'sync',
  type: 'group',
  access: { read: isStaffField, create: () => false, update: () => false },
  admin: { position: 'sidebar', readOnly: true },
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'off',
      options: ['off', 'pending', 'synced', 'failed'].map((value) => ({ label: value, value })),
    },
    { name: 'mainApiId', type: 'text' },
    { name: 'lastSyncedAt', type: 'date' },
    { name: 'lastError', type: 'textarea' },
  ],
}
