import type { CollectionConfig } from 'payload'

import { ownPostPhotosOnly } from '@/collections/Media/ownership'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { safeRichTextField } from '@/fields/safeRichText'
import { label } from '@/i18n/label'
import { agentContentCollection } from '../AgentContent/collection'
import { contentSlugField } from '../AgentContent/fields'
import { uniqueSlug } from '../AgentContent/slugs'

/** A blog post on the agent's site: newest first on /blog, the latest few on the homepage. */
export const Posts: CollectionConfig = agentContentCollection({
  slug: 'posts',
  labels: { singular: label('블로그 글', 'Blog post', 'ブログ記事'), plural: label('블로그', 'Blog posts', 'ブログ記事') },
  useAsTitle: 'title',
  defaultColumns: ['title', 'publishedAt', '_status', 'realtor'],
  indexes: [{ fields: ['realtor', 'slug'], unique: true }],
  hooks: {
    beforeValidate: [
      uniqueSlug(
        'posts',
        (data) => (typeof data.title === 'string' ? data.title : undefined),
        (data) => `post-${String(data.publishedAt ?? new Date().toISOString()).slice(0, 10)}`,
      ),
    ],
  },
  showsPictures: true,
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      validate: requiredInDefaultLocale,
      maxLength: 150,
      label: label('제목', 'Title', 'タイトル'),
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: label('요약 (목록과 검색 결과에 보임)', 'Summary (shown in lists and search results)', '要約(一覧と検索結果に表示)'),
    },
    {
      name: 'coverPhoto',
      type: 'upload',
      relationTo: 'media',
      filterOptions: ownPostPhotosOnly,
      label: label('대표 사진', 'Cover photo', 'カバー写真'),
    },
    safeRichTextField({ name: 'content', localized: true, label: label('본문', 'Text', '本文') }),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: label('게시일', 'Publish date', '公開日'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'author',
      type: 'text',
      maxLength: 80,
      label: label('글쓴이', 'Author', '著者'),
      admin: {
        position: 'sidebar',
        description: label(
          '비워 두면 에이전트 이름이 보입니다.',
          'Empty: your name is shown.',
          '空欄ならエージェントの名前が表示されます。',
        ),
      },
    },
    contentSlugField,
  ],
})
