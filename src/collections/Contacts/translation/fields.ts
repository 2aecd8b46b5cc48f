import type { GroupField } from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { label } from '@/i18n/label'
import { locales } from '@/i18n/locales'

/**
 * The visitor's message in the agent's language, when it was written in another one
 * (src/jobs/translateVisitorMessage.ts). Whoever reads the message reads it; only that job writes it,
 * so nobody can pass their own words off as the visitor's. The contact's card shows it under the
 * message, so it is no input in the form.
 */
export const translationField: GroupField = {
  name: 'translation',
  type: 'group',
  access: systemWrites,
  label: label('문의 내용 번역', 'Translation of the message', 'お問い合わせ内容の翻訳'),
  admin: { hidden: true },
  fields: [
    { name: 'text', type: 'textarea', label: label('번역문', 'Translated text', '翻訳文') },
    {
      // The language it was translated into: a hand-over to an agent of another language translates again.
      name: 'locale',
      type: 'select',
      options: locales.map(({ code, label: name }) => ({ value: code, label: name })),
      label: label('번역한 언어', 'Translated into', '翻訳先の言語'),
    },
    { name: 'service', type: 'text', label: label('번역 서비스', 'Translation service', '翻訳サービス') },
    { name: 'at', type: 'date', label: label('번역한 시각', 'Translated at', '翻訳日時') },
  ],
}
