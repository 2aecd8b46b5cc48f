import type { CollectionConfig } from 'payload'

import { ownAreaPhotosOnly } from '@/collections/Media/ownership'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { safeRichTextField } from '@/fields/safeRichText'
import { ruleTextField } from '@/fields/validated'
import { label } from '@/i18n/label'
import { usStates } from '@/lib/countries'
import { checkHttpUrl, checkZipcode } from '@/lib/validation/rules'
import { agentContentCollection } from '../AgentContent/collection'
import { contentSlugField } from '../AgentContent/fields'
import { uniqueSlug } from '../AgentContent/slugs'
import { queueReportOfPublishedArea } from './queueReport'

/** Links an agent adds under a neighbourhood page (schools, parks, the city's site): a few, not a directory. */
export const MAX_AREA_LINKS = 12
export const MAX_AREA_PHOTOS = 12

/**
 * A neighbourhood page: the agent's words and photos about an area they work in, with that area's
 * homes search and market report (computed daily from the listings source) on the page.
 */
export const Areas: CollectionConfig = agentContentCollection({
  slug: 'areas',
  labels: {
    singular: label('동네 페이지', 'Neighbourhood page', 'エリアページ'),
    plural: label('동네 페이지', 'Neighbourhood pages', 'エリアページ'),
  },
  useAsTitle: 'title',
  defaultColumns: ['title', 'city', 'slug', '_status', 'realtor'],
  indexes: [{ fields: ['realtor', 'slug'], unique: true }],
  hooks: {
    beforeValidate: [
      uniqueSlug(
        'areas',
        (data) => [data.neighborhood, data.city].filter((part) => typeof part === 'string' && part).join(' '),
        (data) => `area-${String(data.zipcode ?? '') || 'page'}`,
      ),
    ],
    afterChange: [queueReportOfPublishedArea],
  },
  showsPictures: true,
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      validate: requiredInDefaultLocale,
      label: label('제목', 'Title', 'タイトル'),
      admin: { description: label('예: 어바인 우드브리지', 'Like: Woodbridge, Irvine', '例: アーバイン・ウッドブリッジ') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'CA',
          label: label('주', 'State', '州'),
          options: usStates.map((state) => ({ label: state, value: state })),
        },
        { name: 'city', type: 'text', required: true, maxLength: 80, label: label('도시', 'City', '市') },
        { name: 'neighborhood', type: 'text', maxLength: 80, label: label('동네', 'Neighbourhood', '地区') },
        ruleTextField('zipcode', checkZipcode, { label: label('우편번호 (ZIP)', 'ZIP code', '郵便番号 (ZIP)') }),
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: label(
        '한 줄 소개 (목록과 검색 결과에 보임)',
        'Short introduction (shown in lists and search results)',
        '短い紹介(一覧と検索結果に表示)',
      ),
    },
    safeRichTextField({ name: 'content', localized: true, label: label('본문', 'About the area', '本文') }),
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: MAX_AREA_PHOTOS,
      filterOptions: ownAreaPhotosOnly,
      label: label('사진', 'Photos', '写真'),
    },
    {
      name: 'links',
      type: 'array',
      maxRows: MAX_AREA_LINKS,
      label: label('링크', 'Links', 'リンク'),
      labels: { singular: label('링크', 'Link', 'リンク'), plural: label('링크', 'Links', 'リンク') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true, maxLength: 80, label: label('이름', 'Name', '名前') },
            ruleTextField('url', checkHttpUrl, {
              required: true,
              label: label('주소 (https://...)', 'Address (https://...)', 'アドレス (https://...)'),
            }),
          ],
        },
      ],
    },
    contentSlugField,
  ],
})
