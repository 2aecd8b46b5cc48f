import type { CollectionConfig, Field } from 'payload'

import { staffWrites, systemWrites } from '@/access/fieldAccess'
import { isAdmin } from '@/access/roles'
import { forwardingField } from '@/fields/forwarding'
import { inboxFields } from '@/fields/inbox'
import { notificationField } from '@/fields/notification'
import { contactCardLabel, reachColumnLabel } from '@/i18n/inboxTexts'
import { label } from '@/i18n/label'
import { phoneCountryCodes } from '@/lib/countries'
import { contactsCsvEndpoint } from '@/endpoints/exportCsv'
import { ownRealtorRecords } from '@/access/owner'
import { readContacts } from './access'
import { leadResponseFields } from './leadResponse/fields'
import { valuationFields } from './valuation/fields'
import { translationField } from './translation/fields'
import { answerEndpoints } from './leadResponse/endpoints'
import { deleteRepliesWithContact } from './leadResponse/deleteReplies'

/** What the visitor sent: staff may correct it, the agent only reads it. */
const sentByVisitor = staffWrites

/**
 * Inputs for staff only (who may correct what the visitor sent); an agent reads the same values in
 * the contact's card (src/components/admin/inbox/ContactCard.tsx), not as greyed-out inputs.
 */
const inputsForStaff = (kind: 'Text' | 'Email' | 'Textarea' | 'Select' | 'Relationship') => ({
  components: { Field: `@/components/admin/inbox/StaffInputs#Staff${kind}` },
})

const submissionFields: Field[] = [
  {
    name: 'visitor',
    type: 'ui',
    label: contactCardLabel,
    admin: { disableListColumn: true, components: { Field: '@/components/admin/inbox/ContactCard#ContactCard' } },
  },
  {
    // A list column only: when the contact came in and tap-to-call / tap-to-mail, narrow enough for a phone.
    name: 'reach',
    type: 'ui',
    label: reachColumnLabel,
    admin: { components: { Cell: '@/components/admin/inbox/ContactReachCell#ContactReachCell' } },
  },
  {
    name: 'realtor',
    type: 'relationship',
    relationTo: 'realtors',
    required: true,
    index: true,
    access: sentByVisitor,
    label: label('에이전트', 'Agent', 'エージェント'),
    admin: inputsForStaff('Relationship'),
  },
  {
    name: 'name',
    type: 'text',
    required: true,
    access: sentByVisitor,
    label: label('이름', 'Name', '名前'),
    admin: inputsForStaff('Text'),
  },
  {
    type: 'row',
    fields: [
      {
        name: 'lastName',
        type: 'text',
        required: true,
        access: sentByVisitor,
        label: label('성', 'Last name', '姓'),
        admin: inputsForStaff('Text'),
      },
      {
        name: 'firstName',
        type: 'text',
        required: true,
        access: sentByVisitor,
        label: label('이름', 'First name', '名'),
        admin: inputsForStaff('Text'),
      },
    ],
  },
  {
    name: 'email',
    type: 'email',
    required: true,
    access: sentByVisitor,
    label: label('이메일', 'E-mail', 'メール'),
    admin: inputsForStaff('Email'),
  },
  {
    type: 'row',
    fields: [
      {
        name: 'phoneCountryCode',
        type: 'select',
        required: true,
        options: [...phoneCountryCodes],
        access: sentByVisitor,
        label: label('국가 번호', 'Country code', '国番号'),
        admin: inputsForStaff('Select'),
      },
      {
        name: 'phone',
        type: 'text',
        required: true,
        access: sentByVisitor,
        label: label('전화번호', 'Phone', '電話番号'),
        admin: inputsForStaff('Text'),
      },
    ],
  },
  {
    name: 'message',
    type: 'textarea',
    access: sentByVisitor,
    label: label('문의 내용', 'Message', 'お問い合わせ内容'),
    admin: inputsForStaff('Textarea'),
  },
  {
    name: 'isTerm',
    type: 'select',
    required: true,
    defaultValue: 'Y',
    label: label('약관 동의', 'Agreed to the terms', '規約への同意'),
    options: [
      { value: 'Y', label: label('동의함 (Y)', 'Yes (Y)', '同意 (Y)') },
      { value: 'N', label: label('동의 안 함 (N)', 'No (N)', '同意なし (N)') },
    ],
    // A record of what the visitor agreed to: nobody rewrites it, staff included.
    access: systemWrites,
    admin: inputsForStaff('Select'),
  },
]

/**
 * Agent-page contact requests. Created only by the public contact endpoint
 * (local API). The agent's inbox: their contacts newest first, each with a
 * status and a private note they may change; staff see every contact.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: label('받은 문의', 'Contact', 'お問い合わせ'), plural: label('받은 문의', 'Contacts', 'お問い合わせ') },
  access: {
    create: () => false,
    read: readContacts,
    // Only the agent who has the contact now (or staff) changes it; a former agent only reads it.
    update: ownRealtorRecords,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  hooks: { beforeDelete: [deleteRepliesWithContact] },
  endpoints: [contactsCsvEndpoint, ...answerEndpoints],
  admin: {
    useAsTitle: 'name',
    group: label('내 페이지', 'My page', 'マイページ'),
    // Name, then when and how to reach them: the two that fit a phone's width.
    defaultColumns: ['name', 'reach', 'status', 'notification.status', 'realtor'],
    components: { beforeListTable: ['@/components/admin/CsvExportLink#CsvExportLink'] },
  },
  fields: [
    ...submissionFields,
    translationField,
    ...valuationFields,
    ...inboxFields,
    notificationField,
    forwardingField,
    ...leadResponseFields,
  ],
}
