import type { CollectionConfig } from 'payload'

import { isStaff, isStaffRole } from '@/access/roles'
import { hiddenFromAgents } from '@/access/staffCondition'
import { label } from '@/i18n/label'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { safeRichTextField } from '@/fields/safeRichText'
import { draftVersions } from '@/fields/drafts'
import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { livePreviewEditComponents, pageLivePreview } from '../Realtors/preview/livePreview'
import { expireLegalPages, expireLegalPagesOnDelete } from './expireLegalPages'
import { translationsField } from '@/fields/translations'
import { forgetTranslations, refuseUnapprovedSuggestions, trackTranslationEdits } from '@/collections/FieldTranslations/hooks'

/** Legal and process pages; a realtor-owned page overrides the platform's for that agent. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  // Everyone reads published pages; drafts and history are for staff.
  access: {
    read: ({ req }) => isStaffRole(req.user as never) || { _status: { equals: 'published' } },
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  versions: draftVersions,
  hooks: {
    beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
    beforeChange: [refuseUnapprovedSuggestions('pages')],
    afterChange: [expireLegalPages, trackTranslationEdits('pages')],
    afterDelete: [expireLegalPagesOnDelete, forgetTranslations('pages')],
  },
  labels: {
    singular: label('안내 페이지', 'Legal or info page', '案内ページ'),
    plural: label('안내 페이지', 'Legal and info pages', '案内ページ'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'realtor', '_status'],
    hidden: hiddenFromAgents,
    group: label('플랫폼', 'Platform', 'プラットフォーム'),
    livePreview: pageLivePreview,
    components: { edit: livePreviewEditComponents },
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: label('종류', 'Kind', '種類'),
      options: [
        { value: 'terms', label: label('이용약관', 'Terms of use', '利用規約') },
        { value: 'privacy', label: label('개인정보 처리방침', 'Privacy policy', 'プライバシーポリシー') },
        { value: 'agreement', label: label('동의서', 'Agreement', '同意書') },
        { value: 'process', label: label('진행 절차', 'Process', '手続きの流れ') },
      ],
    },
    { name: 'title', type: 'text', localized: true, validate: requiredInDefaultLocale, label: label('제목', 'Title', 'タイトル') },
    safeRichTextField({
      name: 'content',
      localized: true,
      label: label('내용', 'Content', '内容'),
      admin: {
        description: label(
          '개인정보 처리방침: #ko, #en 앵커가 있는 제목으로 양식에서 연결됩니다.',
          'Privacy: headings with anchors #ko and #en are linked from the forms.',
          'プライバシー: #ko と #en のアンカー付き見出しにフォームからリンクします。',
        ),
      },
    }),
    {
      name: 'realtor',
      type: 'relationship',
      relationTo: 'realtors',
      label: label('에이전트', 'Agent', 'エージェント'),
      admin: {
        description: label(
          '비워 두면 플랫폼 공통 페이지입니다.',
          'Leave empty for the platform page.',
          '空欄ならプラットフォーム共通のページです。',
        ),
      },
    },
    translationsField,
  ],
}
