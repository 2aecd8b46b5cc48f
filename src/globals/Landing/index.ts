import { validations, type Field, type GlobalConfig, type RelationshipFieldSingleValidation } from 'payload'

import { expireGlobalPages } from '../expireGlobalPages'
import { keepGlobalMediaVisibility } from '@/collections/Media/visibility'
import { isStaff, isStaffRole } from '@/access/roles'
import { hiddenFromAgents } from '@/access/staffCondition'
import { draftVersions } from '@/fields/drafts'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { translationsField } from '@/fields/translations'
import { refuseUnapprovedLandingSuggestions, trackLandingTranslationEdits } from '@/collections/FieldTranslations/hooks'

/**
 * Required when saved, yet nullable in the database: deleting a realtor then empties the entry
 * (ON DELETE SET NULL; the page skips it) instead of failing the delete.
 */
const requiredRealtor: RelationshipFieldSingleValidation = (value, options) =>
  validations.relationship(value, { ...options, required: true })

/** Landing-page copy per locale, so marketing changes it without a deploy. Admin labels in the admin's language. */
/** The hero and the call-to-action band each carry a headline and a button label (Korean required). */
const headlineField: Field = {
  name: 'headline',
  type: 'text',
  localized: true,
  validate: requiredInDefaultLocale,
  label: { ko: '제목', en: 'Headline', ja: '見出し' },
}
const ctaLabelField: Field = {
  name: 'ctaLabel',
  type: 'text',
  localized: true,
  validate: requiredInDefaultLocale,
  label: { ko: '버튼 문구', en: 'Button label', ja: 'ボタンの文言' },
}

const pictures = keepGlobalMediaVisibility('landing')

export const Landing: GlobalConfig = {
  slug: 'landing',
  label: { ko: '랜딩 페이지', en: 'Landing page', ja: 'ランディングページ' },
  admin: { hidden: hiddenFromAgents },
  hooks: {
    beforeChange: [refuseUnapprovedLandingSuggestions, pictures.beforeChange],
    afterChange: [expireGlobalPages, pictures.afterChange, trackLandingTranslationEdits],
  },
  // Visitors read the published landing only (`draft=true` finds no draft for them); drafts and history are for staff.
  access: {
    read: ({ req }) => isStaffRole(req.user as never) || { _status: { equals: 'published' } },
    update: isStaff,
    readVersions: isStaff,
  },
  versions: draftVersions,
  fields: [
    {
      name: 'hero',
      type: 'group',
      label: { ko: '첫 화면', en: 'Hero', ja: 'ヒーロー' },
      fields: [
        headlineField,
        { name: 'subheadline', type: 'textarea', localized: true, label: { ko: '부제목', en: 'Subheadline', ja: 'サブ見出し' } },
        ctaLabelField,
      ],
    },
    {
      name: 'cards',
      type: 'array',
      label: { ko: '카드', en: 'Cards', ja: 'カード' },
      minRows: 3,
      maxRows: 3,
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          validate: requiredInDefaultLocale,
          label: { ko: '제목', en: 'Title', ja: 'タイトル' },
        },
        { name: 'body', type: 'textarea', localized: true, label: { ko: '본문', en: 'Text', ja: '本文' } },
      ],
    },
    {
      name: 'showcase',
      type: 'array',
      label: { ko: '에이전트 홈페이지 쇼케이스', en: 'Agent homepage showcase', ja: 'エージェントのホームページ事例' },
      labels: {
        singular: { ko: '에이전트 홈페이지', en: 'Agent homepage', ja: 'エージェントのホームページ' },
        plural: { ko: '에이전트 홈페이지', en: 'Agent homepages', ja: 'エージェントのホームページ' },
      },
      maxRows: 10,
      admin: {
        description: {
          ko: '캐러셀의 에이전트 홈페이지 10개. 링크는 에이전트의 자체 도메인, 없으면 플랫폼 주소 /{desiredUrl} 로 새 탭에서 열립니다. 비공개 에이전트는 표시되지 않습니다.',
          en: "The carousel's ten agent homepages. Each opens in a new tab at the agent's own domain, else the platform address /{desiredUrl}. Unpublished agents are not shown.",
          ja: 'カルーセルに表示する10件のエージェントのホームページ。リンクはエージェント独自のドメイン、なければプラットフォームのアドレス /{desiredUrl} で新しいタブに開きます。非公開のエージェントは表示されません。',
        },
      },
      fields: [
        {
          name: 'realtor',
          type: 'relationship',
          relationTo: 'realtors',
          validate: requiredRealtor,
          label: { ko: '에이전트', en: 'Agent', ja: 'エージェント' },
        },
        {
          name: 'thumbnail',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { ko: '홈페이지 화면 이미지', en: 'Picture of their page', ja: 'ホームページの画像' },
        },
      ],
    },
    {
      name: 'ctaBand',
      type: 'group',
      label: { ko: '하단 신청 영역', en: 'Call-to-action band', ja: '下部の申し込みエリア' },
      fields: [headlineField, ctaLabelField],
    },
    {
      name: 'share',
      type: 'group',
      label: {
        ko: '공유 미리보기 (카카오톡, 페이스북, X)',
        en: 'Share preview (KakaoTalk, Facebook, X)',
        ja: '共有プレビュー (カカオトーク、Facebook、X)',
      },
      admin: {
        description: {
          ko: '링크를 공유할 때 보이는 제목, 설명, 이미지. 약관과 로그인 페이지도 이 이미지와 사이트 이름을 씁니다.',
          en: 'Title, description and picture shown when the link is shared. The legal and login pages use the same picture and site name.',
          ja: 'リンクを共有したときに表示されるタイトル、説明、画像。規約とログインのページも同じ画像とサイト名を使います。',
        },
      },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { ko: '제목', en: 'Title', ja: 'タイトル' } },
        { name: 'description', type: 'textarea', localized: true, label: { ko: '설명', en: 'Description', ja: '説明' } },
        { name: 'siteName', type: 'text', localized: true, label: { ko: '사이트 이름', en: 'Site name', ja: 'サイト名' } },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { ko: '이미지 (1200×630 권장)', en: 'Image (1200×630 recommended)', ja: '画像 (1200×630 推奨)' },
          admin: {
            description: {
              ko: '미디어의 대체 텍스트(alt)가 이미지 설명으로 쓰입니다.',
              en: "The media's alt text is used as the image description.",
              ja: 'メディアの代替テキスト (alt) が画像の説明として使われます。',
            },
          },
        },
      ],
    },
    translationsField,
  ],
}
