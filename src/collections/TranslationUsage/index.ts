import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { ownRealtorRecords } from '@/access/owner'
import { label } from '@/i18n/label'

const nobody = () => false

/**
 * Characters of translation suggestions asked for per agent per calendar month (UTC), against the
 * company's monthly budget per agent (Site settings -> Translation). Counted up before the service is
 * asked and given back when it fails (src/collections/FieldTranslations/budget.ts).
 */
export const TranslationUsage: CollectionConfig = {
  slug: 'translation-usage',
  labels: {
    singular: label('번역 사용량', 'Translation usage', '翻訳の使用量'),
    plural: label('번역 사용량', 'Translation usage', '翻訳の使用量'),
  },
  access: { read: ownRealtorRecords, create: nobody, update: nobody, delete: isAdmin },
  admin: { hidden: true },
  indexes: [{ fields: ['realtor', 'month'], unique: true }],
  fields: [
    { name: 'realtor', type: 'relationship', relationTo: 'realtors', required: true, label: label('에이전트', 'Agent', 'エージェント') },
    // `2026-11`
    { name: 'month', type: 'text', required: true, label: label('월', 'Month', '月') },
    { name: 'characters', type: 'number', required: true, defaultValue: 0, label: label('글자 수', 'Characters', '文字数') },
  ],
}
