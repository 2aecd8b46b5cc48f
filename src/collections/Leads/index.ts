import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { leadsCsvEndpoint } from '@/endpoints/exportCsv'
import { forwardingField } from '@/fields/forwarding'
import { inboxFields } from '@/fields/inbox'
import { notificationField } from '@/fields/notification'
import { phoneCountryCodes } from '@/lib/countries'

/** Landing-page lead requests. Created only by the public lead endpoint (local API); staff work them like an inbox. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  access: {
    create: () => false,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  endpoints: [leadsCsvEndpoint],
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'area', 'phone', 'hasSite', 'notification.status', 'createdAt'],
    components: { beforeListTable: ['@/components/admin/CsvExportLink#CsvExportLink'] },
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'area', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'phoneCountryCode', type: 'select', required: true, options: [...phoneCountryCodes] },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    { name: 'hasSite', type: 'checkbox', defaultValue: false },
    {
      name: 'consent',
      type: 'group',
      fields: [
        { name: 'privacy', type: 'checkbox', required: true },
        { name: 'contact', type: 'checkbox', required: true },
        { name: 'agreedAt', type: 'date', required: true },
        { name: 'locale', type: 'text' },
      ],
    },
    { name: 'page', type: 'text' },
    ...inboxFields,
    notificationField,
    forwardingField,
  ],
}
