import type { CollectionConfig } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { isAdmin, isStaff } from '@/access/roles'
import { leadsCsvEndpoint } from '@/endpoints/exportCsv'
import { forwardingField } from '@/fields/forwarding'
import { inboxFields } from '@/fields/inbox'
import { notificationField } from '@/fields/notification'
import { label } from '@/i18n/label'
import { phoneCountryCodes } from '@/lib/countries'

/** Landing-page lead requests. Created only by the public lead endpoint (local API); staff work them like an inbox. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: {
    singular: label('홈페이지 신청', 'Homepage request', 'ホームページ申込'),
    plural: label('홈페이지 신청', 'Homepage requests', 'ホームページ申込'),
  },
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
    group: label('플랫폼', 'Platform', 'プラットフォーム'),
    defaultColumns: ['name', 'status', 'area', 'phone', 'hasSite', 'notification.status', 'createdAt'],
    components: { beforeListTable: ['@/components/admin/CsvExportLink#CsvExportLink'] },
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: label('이름', 'Name', '名前') },
    { name: 'area', type: 'text', required: true, label: label('활동 지역', 'Area', '活動地域') },
    {
      type: 'row',
      fields: [
        {
          name: 'phoneCountryCode',
          type: 'select',
          required: true,
          options: [...phoneCountryCodes],
          label: label('국가 번호', 'Country code', '国番号'),
        },
        { name: 'phone', type: 'text', required: true, label: label('전화번호', 'Phone', '電話番号') },
      ],
    },
    {
      name: 'hasSite',
      type: 'checkbox',
      defaultValue: false,
      label: label('이미 홈페이지 있음', 'Already has a website', 'すでにホームページあり'),
    },
    {
      name: 'consent',
      type: 'group',
      // What the visitor agreed to and when, as the endpoint recorded it: nobody rewrites it, staff included.
      access: systemWrites,
      label: label('동의 기록', 'Consent record', '同意の記録'),
      fields: [
        {
          name: 'privacy',
          type: 'checkbox',
          required: true,
          label: label('개인정보 처리 동의', 'Agreed to the privacy policy', '個人情報の取り扱いに同意'),
        },
        {
          name: 'contact',
          type: 'checkbox',
          required: true,
          label: label('연락 수신 동의', 'Agreed to be contacted', '連絡を受けることに同意'),
        },
        {
          name: 'agreedAt',
          type: 'date',
          required: true,
          label: label('동의 시각', 'Agreed at', '同意日時'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'locale', type: 'text', label: label('언어', 'Language', '言語') },
      ],
    },
    // Recorded by the endpoint, like the consent.
    { name: 'page', type: 'text', access: systemWrites, label: label('신청한 페이지', 'Sent from page', '申込元のページ') },
    ...inboxFields,
    notificationField,
    forwardingField,
  ],
}
