import type { Field } from 'payload'

import { isSignedInField } from '@/access/owner'
import { label } from '@/i18n/label'

/**
 * The agent's own words a translation keeps: their brand, their team, the neighbourhoods they work
 * in. A row with one language filled is kept as written everywhere; with several, each language gets
 * its own form. Their name on the page is kept without being listed here.
 */
export const translationGlossaryField: Field = {
  name: 'translationGlossary',
  type: 'array',
  maxRows: 100,
  // The agent's working notes, not page content: the agent and staff read them, visitors do not.
  access: { read: isSignedInField },
  label: label('번역 용어집', 'Translation glossary', '翻訳の用語集'),
  labels: { singular: label('용어', 'Term', '用語'), plural: label('용어', 'Terms', '用語') },
  admin: {
    initCollapsed: true,
    description: label(
      '번역 제안에서 그대로 둘 말 (회사 이름, 동네 이름 등). 한 언어만 쓰면 모든 언어에서 그대로, 여러 언어를 쓰면 언어마다 그 표기를 씁니다.',
      'Words a translation suggestion keeps (your brand, neighbourhoods...). Fill one language to keep it as written everywhere, or several to give each language its own form.',
      '翻訳の提案でそのまま残す言葉(会社名、地域名など)。1つの言語だけ書くとすべての言語でそのまま、複数書くと言語ごとにその表記を使います。',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'ko', type: 'text', maxLength: 100, label: label('한국어', 'Korean', '韓国語') },
        { name: 'en', type: 'text', maxLength: 100, label: label('영어', 'English', '英語') },
        { name: 'ja', type: 'text', maxLength: 100, label: label('일본어', 'Japanese', '日本語') },
      ],
    },
  ],
}
