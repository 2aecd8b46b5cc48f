import type { CollapsibleField, FieldAccess } from 'payload'

import { isSignedInField } from '@/access/owner'

/** Written by the sync job only (overrideAccess); signed-in editors see it, the public never. */
const jobOnly: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = {
  read: isSignedInField,
  create: () => false,
  update: () => false,
}

/** Main-API sync state, top-level so the list view can show the status column. */
export const syncFields: CollapsibleField = {
  type: 'collapsible',
  label: 'Main-API sync',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'syncStatus',
      type: 'select',
      defaultValue: 'off',
      access: jobOnly,
      admin: { readOnly: true },
      options: ['off', 'pending', 'synced', 'failed'].map((value) => ({ label: value, value })),
    },
    { name: 'mainApiId', type: 'text', access: jobOnly, admin: { readOnly: true } },
    { name: 'lastSyncedAt', type: 'date', access: jobOnly, admin: { readOnly: true } },
    { name: 'lastSyncError', type: 'textarea', access: jobOnly, admin: { readOnly: true } },
  ],
}
