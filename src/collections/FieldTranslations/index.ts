import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { ownRealtorRecords } from '@/access/owner'
import { label } from '@/i18n/label'
import { localeCodes } from '@/i18n/locales'
import { translationEndpoints } from './endpoints'

const nobody = () => false
const localeOptions = localeCodes.map((code) => ({ value: code, label: code }))

/**
 * One row per translatable field per language of a document (an agent page, a listing, a
 * neighbourhood page, a blog post, a legal page, the landing): who wrote the text there and when it
 * last changed. A machine suggestion waits for a person (`suggested`) until they approve it or edit
 * it; a person's text is never replaced unless they ask for that field. Written only by the
 * translation endpoints and the documents' own save hooks (./trackEdits.ts), never through the API.
 */
export const FieldTranslations: CollectionConfig = {
  slug: 'field-translations',
  labels: { singular: label('번역', 'Translation', '翻訳'), plural: label('번역', 'Translations', '翻訳') },
  access: { read: ownRealtorRecords, create: nobody, update: nobody, delete: isAdmin },
  admin: { hidden: true },
  indexes: [{ fields: ['target', 'locale', 'path'], unique: true }],
  endpoints: translationEndpoints,
  fields: [
    // `realtors:12`, `listings:7`, `areas:4`, `posts:9`, `pages:3` or `landing`.
    { name: 'target', type: 'text', required: true, index: true, label: label('문서', 'Document', 'ドキュメント') },
    {
      name: 'realtor',
      type: 'relationship',
      relationTo: 'realtors',
      index: true,
      label: label('에이전트', 'Agent', 'エージェント'),
    },
    { name: 'locale', type: 'select', required: true, options: localeOptions, label: label('언어', 'Language', '言語') },
    { name: 'path', type: 'text', required: true, label: label('필드', 'Field', 'フィールド') },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: [
        { value: 'suggested', label: label('기계 번역 제안 (승인 전)', 'Machine suggestion (not approved)', '機械翻訳の提案(未承認)') },
        { value: 'approved', label: label('기계 번역 (승인됨)', 'Machine translation (approved)', '機械翻訳(承認済み)') },
        { value: 'person', label: label('사람이 씀', 'Written by a person', '人が書いたもの') },
      ],
      label: label('상태', 'State', '状態'),
    },
    { name: 'textHash', type: 'text', label: label('내용 지문', 'Text fingerprint', '内容の指紋') },
    { name: 'changedAt', type: 'date', label: label('마지막 변경', 'Last changed', '最終変更') },
    { name: 'from', type: 'select', options: localeOptions, label: label('원문 언어', 'Translated from', '原文の言語') },
    // What the source said when the suggestion was made: whether it changed since tells a stale one.
    { name: 'sourceHash', type: 'text', label: label('원문 지문', 'Source fingerprint', '原文の指紋') },
    { name: 'source', type: 'textarea', label: label('원문', 'Source', '原文') },
    { name: 'suggestion', type: 'textarea', label: label('제안', 'Suggestion', '提案') },
    { name: 'characters', type: 'number', label: label('글자 수', 'Characters', '文字数') },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users', label: label('확인한 사람', 'Approved by', '承認した人') },
    { name: 'decidedAt', type: 'date', label: label('확인 시각', 'Approved at', '承認日時') },
  ],
}
