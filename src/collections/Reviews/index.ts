import type { CollectionConfig, FieldHook } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { label } from '@/i18n/label'
import { locales } from '@/i18n/locales'
import { checkHttpUrl } from '@/lib/validation/rules'
import { ruleTextField } from '@/fields/validated'
import { agentContentCollection } from '../AgentContent/collection'

/**
 * When the agent ticks the consent box, the server notes the time; unticking clears it. A client's
 * own value never reaches here (the field's access drops it), so `value` is the stored one or our
 * server code's.
 */
const stampConsent: FieldHook = ({ siblingData, originalDoc, value }) => {
  if (!siblingData.clientConsent) return null
  return value ?? (originalDoc as { consentRecordedAt?: string } | undefined)?.consentRecordedAt ?? new Date().toISOString()
}

/**
 * A client's review of the agent, in the client's own words and language (a translation per
 * site language may be added). Shown on the agent's site only once the agent has recorded the
 * client's consent to show it.
 */
export const Reviews: CollectionConfig = agentContentCollection({
  slug: 'reviews',
  labels: { singular: label('고객 후기', 'Client review', 'お客様の声'), plural: label('고객 후기', 'Client reviews', 'お客様の声') },
  useAsTitle: 'clientName',
  defaultColumns: ['clientName', 'rating', 'reviewedAt', 'clientConsent', '_status', 'realtor'],
  alsoPublic: { clientConsent: { equals: true } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'clientName',
          type: 'text',
          required: true,
          maxLength: 60,
          label: label('고객 이름 또는 이니셜', 'Client’s name or initials', 'お客様の名前またはイニシャル'),
        },
        { name: 'rating', type: 'number', min: 1, max: 5, label: label('별점 (1-5, 선택)', 'Rating (1-5, optional)', '評価(1〜5、任意)') },
        {
          name: 'reviewedAt',
          type: 'date',
          required: true,
          label: label('후기 날짜', 'Date of the review', 'レビューの日付'),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      label: label('후기 (고객이 쓴 그대로)', 'Review (the client’s own words)', 'レビュー(お客様の言葉のまま)'),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'ko',
      label: label('후기를 쓴 언어', 'Language it was written in', 'レビューの言語'),
      options: locales.map((locale) => ({ value: locale.code, label: locale.label })),
    },
    {
      name: 'translation',
      type: 'textarea',
      localized: true,
      maxLength: 2000,
      label: label(
        '번역 (이 언어의 페이지에 보임, 선택)',
        'Translation (shown on this language’s page, optional)',
        '翻訳(この言語のページに表示、任意)',
      ),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'direct',
          label: label('출처', 'Source', '出典'),
          options: [
            { value: 'direct', label: label('직접 받음', 'Sent to me directly', '直接受け取った') },
            { value: 'google', label: 'Google' },
            { value: 'zillow', label: 'Zillow' },
            { value: 'yelp', label: 'Yelp' },
            { value: 'realtor_com', label: 'Realtor.com' },
            { value: 'facebook', label: 'Facebook' },
            { value: 'other', label: label('기타', 'Other', 'その他') },
          ],
        },
        ruleTextField('sourceUrl', checkHttpUrl, {
          label: label('원문 주소 (선택)', 'Link to the original (optional)', '元のレビューのリンク(任意)'),
        }),
      ],
    },
    {
      name: 'clientConsent',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label(
        '고객이 이 후기를 제 사이트에 싣는 데 동의했습니다',
        'The client agreed to this review being shown on my site',
        'お客様がこのレビューをサイトに載せることに同意しました',
      ),
      admin: {
        description: label(
          '동의가 없으면 게시해도 사이트에 보이지 않습니다.',
          'Without consent the review stays off your site, even when published.',
          '同意がなければ、公開してもサイトには表示されません。',
        ),
      },
    },
    {
      name: 'consentRecordedAt',
      type: 'date',
      access: systemWrites,
      label: label('동의 기록 시각', 'Consent recorded at', '同意の記録日時'),
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { beforeChange: [stampConsent] },
    },
  ],
})
