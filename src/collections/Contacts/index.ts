import type { CollectionConfig, Field } from 'payload'

import { isStaffField, ownRealtorRecords } from '@/access/owner'
import { isAdmin } from '@/access/roles'
import { forwardingField } from '@/fields/forwarding'
import { inboxFields } from '@/fields/inbox'
import { notificationField } from '@/fields/notification'
import { phoneCountryCodes } from '@/lib/countries'
import { contactsCsvEndpoint } from '@/endpoints/exportCsv'

/** What the visitor sent: staff may correct it, the agent only reads it. */
const sentByVisitor = { update: isStaffField }

const submissionFields: Field[] = [
  { name: 'realtor', type: 'relationship', relationTo: 'realtors', required: true, index: true, access: sentByVisitor },
  { name: 'name', type: 'text', required: true, access: sentByVisitor },
  {
    type: 'row',
    fields: [
      { name: 'lastName', type: 'text', required: true, access: sentByVisitor },
      { name: 'firstName', type: 'text', required: true, access: sentByVisitor },
    ],
  },
  { name: 'email', type: 'email', required: true, access: sentByVisitor },
  {
    type: 'row',
    fields: [
      { name: 'phoneCountryCode', type: 'select', required: true, options: [...phoneCountryCodes], access: sentByVisitor },
      { name: 'phone', type: 'text', required: true, access: sentByVisitor },
    ],
  },
  { name: 'message', type: 'textarea', access: sentByVisitor },
  {
    name: 'isTerm',
    type: 'select',
    required: true,
    defaultValue: 'Y',
    options: ['Y', 'N'],
    access: sentByVisitor,
  },
]

/**
 * Agent-page contact requests. Created only by the public contact endpoint
 * (local API). The agent's inbox: their contacts newest first, each with a
 * status and a private note they may change; staff see every contact.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  access: {
    create: () => false,
    read: ownRealtorRecords,
    update: ownRealtorRecords,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  endpoints: [contactsCsvEndpoint],
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'realtor', 'email', 'phone', 'notification.status', 'createdAt'],
    components: { beforeListTable: ['@/components/admin/CsvExportLink#CsvExportLink'] },
  },
  fields: [...submissionFields, ...inboxFields, notificationField, forwardingField],
}
