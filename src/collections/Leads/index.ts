import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { phoneCountryCodes } from '@/lib/countries'
import { forwardingField } from '@/fields/forwarding'

/** Landing-page lead requests. Created only by the public lead endpoint (local API). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  access: {
    create: () => false,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'area', 'phone', 'hasSite', 'forwarding.status', 'createdAt'],
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
    forwardingField,
  ],
}
