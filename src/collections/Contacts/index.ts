import type { CollectionConfig } from 'payload'

import { ownRealtorRecords } from '@/access/owner'
import { isAdmin, isStaff } from '@/access/roles'
import { forwardingField } from '@/fields/forwarding'
import { phoneCountryCodes } from '@/lib/countries'

/** Agent-page contact requests. Created only by the public contact endpoint (local API). */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  access: {
    create: () => false,
    read: ownRealtorRecords,
    update: isStaff,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'realtor', 'email', 'phone', 'forwarding.status', 'createdAt'],
  },
  fields: [
    { name: 'realtor', type: 'relationship', relationTo: 'realtors', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'lastName', type: 'text', required: true },
        { name: 'firstName', type: 'text', required: true },
      ],
    },
    { name: 'email', type: 'email', required: true },
    {
      type: 'row',
      fields: [
        { name: 'phoneCountryCode', type: 'select', required: true, options: [...phoneCountryCodes] },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    { name: 'message', type: 'textarea' },
    {
      name: 'isTerm',
      type: 'select',
      required: true,
      defaultValue: 'Y',
      options: ['Y', 'N'],
    },
    forwardingField,
  ],
}
