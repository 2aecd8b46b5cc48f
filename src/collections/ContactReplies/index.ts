import type { CollectionConfig } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { isAdmin } from '@/access/roles'
import { readReplies } from '@/collections/Contacts/access'
import { emailStateField } from '@/fields/notification'
import { label } from '@/i18n/label'

/**
 * An agent's replies to a contact, written in the admin inbox and e-mailed to the visitor in the
 * acknowledgement's thread (src/jobs/leadResponse/emailContactReply.ts). Created only by
 * POST /api/contacts/:id/reply; every field is the system's, so a reply's record is what was sent.
 */
export const ContactReplies: CollectionConfig = {
  slug: 'contact-replies',
  labels: { singular: label('답장', 'Reply', '返信'), plural: label('답장', 'Replies', '返信') },
  access: { create: () => false, read: readReplies, update: () => false, delete: isAdmin },
  defaultSort: 'createdAt',
  admin: { hidden: true, useAsTitle: 'body' },
  fields: [
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'contacts',
      required: true,
      index: true,
      access: systemWrites,
      label: label('문의', 'Contact', 'お問い合わせ'),
    },
    { name: 'body', type: 'textarea', required: true, access: systemWrites, label: label('답장 내용', 'Reply', '返信内容') },
    { name: 'by', type: 'relationship', relationTo: 'users', access: systemWrites, label: label('보낸 사람', 'By', '送信者') },
    emailStateField('notification', { ko: '이메일 발송', en: 'E-mail', ja: 'メール送信' }),
  ],
}
