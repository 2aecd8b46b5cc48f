import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/fieldAccess'
import { ownRealtorRecords } from '@/access/owner'
import { canEditListings } from '@/access/roles'
import { shownToStaff } from '@/access/staffCondition'
import { ownListingPhotosOnly } from '@/collections/Media/ownership'
import { keepMediaVisibility } from '@/collections/Media/visibility'
import { label } from '@/i18n/label'
import { readOwnRealtorRecordVersions } from '@/access/versions'
import { draftVersions } from '@/fields/drafts'
import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { readAgentRecords } from '@/access/agentRecords'
import { assignOwnRealtor } from '@/collections/AgentContent/assignOwnRealtor'
import { agentRealtorField } from '@/collections/AgentContent/fields'
import { expireListings, expireListingsOnDelete } from './hooks/expireListings'
import { translationsField } from '@/fields/translations'
import { forgetTranslations, refuseUnapprovedSuggestions, trackTranslationEdits } from '@/collections/FieldTranslations/hooks'

const pictures = keepMediaVisibility('listings')

/** Local listings, shown on agent pages when no listings API is configured. */
export const Listings: CollectionConfig = {
  slug: 'listings',
  labels: { singular: label('매물', 'Listing', '物件'), plural: label('매물', 'Listings', '物件') },
  access: {
    read: readAgentRecords(),
    create: canEditListings,
    update: ownRealtorRecords,
    delete: ownRealtorRecords,
    readVersions: readOwnRealtorRecordVersions,
  },
  versions: draftVersions,
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'city', 'status', 'price', 'realtor'],
    group: label('내 페이지', 'My page', 'マイページ'),
  },
  hooks: {
    beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
    beforeValidate: [assignOwnRealtor],
    beforeChange: [refuseUnapprovedSuggestions('listings'), pictures.beforeChange],
    afterChange: [expireListings, pictures.afterChange, trackTranslationEdits('listings')],
    beforeDelete: [pictures.beforeDelete],
    afterDelete: [expireListingsOnDelete, pictures.afterDelete, forgetTranslations('listings')],
  },
  fields: [
    agentRealtorField,
    {
      name: 'status',
      type: 'select',
      // Drafts add `_status`, whose enum type would also be named enum_listings_status.
      enumName: 'enum_listings_listing_status',
      required: true,
      defaultValue: 'sale',
      index: true,
      label: label('상태', 'Status', '状態'),
      options: [
        { value: 'sale', label: label('매매', 'For sale', '売り出し中') },
        { value: 'rent', label: label('임대', 'For rent', '賃貸募集中') },
        { value: 'sold', label: label('매매 완료', 'Sold', '売却済み') },
        { value: 'rented', label: label('임대 완료', 'Rented', '賃貸済み') },
      ],
    },
    {
      // The home-list search filters by it (src/lib/listings/search.ts); the API's values.
      name: 'propertyType',
      type: 'select',
      defaultValue: 'single_family',
      index: true,
      label: label('주택 유형', 'Property type', '物件種別'),
      options: [
        { value: 'single_family', label: label('단독주택', 'Single-family home', '一戸建て') },
        { value: 'condo', label: label('콘도', 'Condo', 'コンドミニアム') },
        { value: 'townhouse', label: label('타운하우스', 'Townhouse', 'タウンハウス') },
        { value: 'multi_family', label: label('다세대 주택', 'Multi-family', '集合住宅') },
        { value: 'land', label: label('토지', 'Land', '土地') },
      ],
    },
    { name: 'address', type: 'text', required: true, label: label('주소', 'Address', '住所') },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, label: label('도시', 'City', '市') },
        { name: 'state', type: 'text', required: true, label: label('주', 'State', '州') },
        { name: 'zipcode', type: 'text', label: label('우편번호 (ZIP)', 'ZIP code', '郵便番号 (ZIP)') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          label: label('가격 (달러, 임대는 월세)', 'Price (USD; monthly rent for rentals)', '価格(ドル、賃貸は月額)'),
        },
        { name: 'beds', type: 'number', min: 0, label: label('침실', 'Bedrooms', '寝室') },
        { name: 'baths', type: 'number', min: 0, label: label('욕실', 'Bathrooms', '浴室') },
        { name: 'livingArea', type: 'number', min: 0, label: label('면적 (sq ft)', 'Living area (sq ft)', '面積 (sq ft)') },
      ],
    },
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      filterOptions: ownListingPhotosOnly,
      label: label('사진', 'Photos', '写真'),
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 5000,
      label: label('매물 소개', 'About this home', '物件の紹介'),
      admin: {
        description: label(
          '매물 페이지에 보입니다 (언어마다 따로).',
          'Shown on the listing’s page (per language).',
          '物件ページに表示されます(言語ごと)。',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'listingBroker', type: 'text', label: label('리스팅 브로커', 'Listing broker', 'リスティングブローカー') },
        { name: 'listingOffice', type: 'text', label: label('리스팅 오피스', 'Listing office', 'リスティングオフィス') },
      ],
    },
    {
      name: 'source',
      type: 'text',
      defaultValue: 'local',
      // Where a listing comes from and when that source changed it: staff bookkeeping the agent's form hides.
      access: staffWrites,
      label: label('출처', 'Source', '出典'),
      admin: { condition: shownToStaff },
    },
    {
      name: 'sourceUpdatedAt',
      type: 'date',
      access: staffWrites,
      label: label('출처 갱신 시각', 'Source updated at', '出典の更新日時'),
      admin: { condition: shownToStaff },
    },
    translationsField,
  ],
}
