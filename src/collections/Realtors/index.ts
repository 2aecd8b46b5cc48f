import type { CollectionConfig } from 'payload'

import { staffOnly, staffWrites } from '@/access/fieldAccess'
import { forgetBuyersOfDeletedAgent } from '@/collections/SavedSearches/forgetWithAgent'
import { forgetAnalyticsOfDeletedAgent } from '@/collections/Analytics/forgetAgent'
import { isSignedInField } from '@/access/owner'
import { shownToStaff } from '@/access/staffCondition'
import { label } from '@/i18n/label'
import { requiredOneLineInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { ruleTextField } from '@/fields/validated'
import { phoneCountries } from '@/lib/countries'
import {
  checkDate,
  checkEmail,
  checkHexColor,
  checkHostname,
  checkHttpUrl,
  checkPhone,
  checkSlug,
  checkVideoUrl,
} from '@/lib/validation/rules'
import { draftVersions } from '@/fields/drafts'
import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { realtorAccess } from './access'
import { guardPublication } from './publishing/guardPublication'
import { livePreview, livePreviewEditComponents } from './preview/livePreview'
import { expireRealtorPages, expireRealtorPagesOnDelete } from './hooks/expirePages'
import { refreshOriginsOnDelete, refreshOriginsOnDomainChange } from './hooks/refreshAllowedOrigins'
import { markSyncPending, queueSyncOnChange, queueSyncOnDelete } from './sync/hooks'
import { exportEndpoint, importEndpoint, syncNowEndpoint } from './transfer/endpoints'
import { activityRegionField } from './fields/activityRegion'
import { followVisitorColorSchemeField, headlineField } from './fields/hero'
import { etcInfoField } from './fields/etcInfo'
import { workingHoursField } from './fields/workingHours'
import { rescheduleEscalationsOnHoursChange } from './hooks/rescheduleEscalations'
import { refuseDeleteWithContacts } from './hooks/keepContacts'
import { photosField } from './fields/photos'
import { keepMediaVisibility } from '@/collections/Media/visibility'
import { syncFields } from './fields/sync'
import { designMainColorField } from './fields/mainColor'
import { viewPageField } from './fields/viewPage'
import { translationGlossaryField } from './fields/translationGlossary'
import { translationsField } from '@/fields/translations'
import { forgetTranslations, refuseUnapprovedSuggestions, trackTranslationEdits } from '@/collections/FieldTranslations/hooks'

const pictures = keepMediaVisibility('realtors')

export const Realtors: CollectionConfig = {
  slug: 'realtors',
  labels: {
    singular: label('에이전트 페이지', 'Agent page', 'エージェントページ'),
    plural: label('에이전트 페이지', 'Agent pages', 'エージェントページ'),
  },
  access: realtorAccess,
  // Drafts, autosave, history and scheduled publishing; `_status` replaces the old `published` checkbox.
  versions: draftVersions,
  hooks: {
    beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
    beforeChange: [guardPublication, refuseUnapprovedSuggestions('realtors'), markSyncPending, pictures.beforeChange],
    afterChange: [
      expireRealtorPages,
      pictures.afterChange,
      refreshOriginsOnDomainChange,
      queueSyncOnChange,
      rescheduleEscalationsOnHoursChange,
      trackTranslationEdits('realtors'),
    ],
    // The refusal first: an agent who still has contacts keeps everything, buyers' searches included.
    beforeDelete: [refuseDeleteWithContacts, forgetBuyersOfDeletedAgent, forgetAnalyticsOfDeletedAgent, pictures.beforeDelete],
    afterDelete: [
      expireRealtorPagesOnDelete,
      pictures.afterDelete,
      refreshOriginsOnDelete,
      queueSyncOnDelete,
      forgetTranslations('realtors'),
    ],
  },
  endpoints: [exportEndpoint, importEndpoint, syncNowEndpoint],
  admin: {
    useAsTitle: 'displayName',
    group: label('내 페이지', 'My page', 'マイページ'),
    defaultColumns: ['displayName', 'desiredUrl', 'customDomain', '_status', 'syncStatus'],
    listSearchableFields: ['displayName', 'desiredUrl', 'licenseNumber'],
    livePreview,
    components: { edit: livePreviewEditComponents },
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('프로필', 'Profile', 'プロフィール'),
          fields: [
            {
              name: 'displayName',
              type: 'text',
              localized: true,
              validate: requiredOneLineInDefaultLocale,
              label: label('이름 (페이지에 보이는 이름)', 'Name shown on your page', 'ページに表示する名前'),
            },
            headlineField,
            {
              name: 'aboutMe',
              type: 'textarea',
              localized: true,
              label: label('자기소개', 'About me', '自己紹介'),
              admin: {
                description: label(
                  '언어마다 따로 씁니다 (위의 언어 선택).',
                  'Written per language (choose the language at the top).',
                  '言語ごとに書きます(上の言語切り替え)。',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'contactPhoneCountry',
                  type: 'select',
                  defaultValue: 'US',
                  label: label('국가 번호', 'Country code', '国番号'),
                  options: phoneCountries.map(({ iso, dial }) => ({ label: `${iso} ${dial}`, value: iso })),
                },
                ruleTextField('contactPhone', (value, sibling) => checkPhone(value, sibling.contactPhoneCountry as string | undefined), {
                  label: label('연락처 전화번호', 'Contact phone', '連絡先の電話番号'),
                }),
                ruleTextField('email', checkEmail, {
                  lowercase: true,
                  label: label('이메일 (문의를 받는 주소)', 'E-mail (where contacts reach you)', 'メール(お問い合わせの届くアドレス)'),
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                ruleTextField('kakaoLink', checkHttpUrl, { label: label('카카오톡 링크', 'KakaoTalk link', 'カカオトークのリンク') }),
                ruleTextField('snsYoutubeUrl', checkHttpUrl, { label: label('YouTube 채널', 'YouTube channel', 'YouTube チャンネル') }),
                ruleTextField('snsInstagramUrl', checkHttpUrl, {
                  label: label('Instagram 주소', 'Instagram address', 'Instagram のアドレス'),
                }),
              ],
            },
            ruleTextField('recommendedYoutubeUrl', checkVideoUrl, {
              label: label('페이지에 보여 줄 YouTube 영상', 'YouTube video shown on your page', 'ページに表示する YouTube 動画'),
            }),
            {
              type: 'row',
              fields: [
                {
                  name: 'licenseNumber',
                  type: 'text',
                  index: true,
                  label: label('라이선스 번호 (DRE 등)', 'Licence number (DRE...)', 'ライセンス番号(DRE など)'),
                },
                { name: 'salesCount', type: 'number', min: 0, label: label('거래 건수', 'Number of sales', '取引件数') },
                {
                  name: 'lastYearSalesTotal',
                  type: 'number',
                  min: 0,
                  label: label('작년 거래 총액 (달러)', 'Last year’s sales total (USD)', '昨年の取引総額(ドル)'),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                ruleTextField('careerStart', checkDate, {
                  label: label('경력 시작일', 'Career start date', 'キャリア開始日'),
                  admin: { placeholder: 'YYYY-MM-DD' },
                }),
                ruleTextField('careerEnd', checkDate, {
                  label: label(
                    '경력 종료일 (현재 활동 중이면 비움)',
                    'Career end date (empty while active)',
                    'キャリア終了日(現役なら空欄)',
                  ),
                  admin: { placeholder: 'YYYY-MM-DD' },
                }),
              ],
            },
            activityRegionField,
            etcInfoField,
            workingHoursField,
            {
              name: 'additionalSections',
              type: 'array',
              localized: true,
              label: label('추가 섹션', 'Additional sections', '追加セクション'),
              labels: { singular: label('섹션', 'Section', 'セクション'), plural: label('섹션', 'Sections', 'セクション') },
              admin: {
                description: label(
                  '소개 아래에 제목과 본문으로 보입니다 (언어마다 따로).',
                  'Shown under your profile as a title and text (per language).',
                  'プロフィールの下に見出しと本文で表示されます(言語ごと)。',
                ),
              },
              fields: [
                { name: 'title', type: 'text', required: true, label: label('제목', 'Title', '見出し') },
                { name: 'body', type: 'textarea', label: label('본문', 'Text', '本文') },
              ],
            },
            translationGlossaryField,
          ],
        },
        { label: label('사진', 'Photos', '写真'), fields: [photosField] },
        {
          label: label('디자인', 'Design', 'デザイン'),
          fields: [
            {
              type: 'row',
              fields: [
                designMainColorField(ruleTextField('designMainColor', checkHexColor, { defaultValue: '#1F3A5F' })),
                {
                  name: 'designFontSize',
                  type: 'select',
                  defaultValue: 'medium',
                  label: label('글자 크기', 'Text size', '文字の大きさ'),
                  options: [
                    { value: 'small', label: label('작게', 'Small', '小') },
                    { value: 'medium', label: label('보통', 'Medium', '中') },
                    { value: 'large', label: label('크게', 'Large', '大') },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'designMainDarkMode',
                  type: 'checkbox',
                  defaultValue: false,
                  label: label(
                    '어두운 디자인 (머리글·첫 화면·바닥글 검정)',
                    'Dark design (black header, first screen and footer)',
                    'ダークデザイン(ヘッダー・最初の画面・フッターを黒に)',
                  ),
                },
                {
                  name: 'contentDarkMode',
                  type: 'checkbox',
                  defaultValue: false,
                  label: label(
                    '어두운 본문 (페이지 전체를 어둡게)',
                    'Dark content (the whole page dark)',
                    'ダークコンテンツ(ページ全体を暗く)',
                  ),
                },
              ],
            },
            followVisitorColorSchemeField,
          ],
        },
        {
          // Platform bookkeeping the agent has no use for: staff read and write it at the API too (the
          // tab's condition only hides it); the export and the sync read it as the system.
          label: label('고급 (직원용)', 'Advanced (staff)', '詳細設定(スタッフ用)'),
          admin: { condition: shownToStaff },
          fields: [
            {
              name: 'isMakeHomepage',
              type: 'checkbox',
              defaultValue: true,
              access: staffOnly,
              label: label('홈페이지 제작 대상', 'Gets a homepage', 'ホームページ作成の対象'),
            },
            {
              name: 'madeForRealtor',
              type: 'checkbox',
              defaultValue: false,
              access: staffOnly,
              label: label(
                '플랫폼이 대신 만든 페이지',
                'Page made for the agent by the platform',
                'プラットフォームが代わりに作成したページ',
              ),
            },
            {
              name: 'ppProfileId',
              type: 'text',
              access: staffOnly,
              label: label('PP 프로필 ID', 'PP profile id', 'PP プロフィール ID'),
            },
          ],
        },
      ],
    },
    // Only staff move an agent to another address, domain or owner (publishing: publishing/guardPublication.ts).
    {
      ...ruleTextField('desiredUrl', checkSlug, {
        required: true,
        unique: true,
        index: true,
        lowercase: true,
        access: staffWrites,
        label: label('페이지 주소', 'Page address', 'ページのアドレス'),
        admin: {
          position: 'sidebar',
          description: label(
            '페이지는 /{주소} 에서 열립니다 (영문자, -, _)',
            'Your page lives at /{address} (letters, - and _)',
            'ページは /{アドレス} で開きます(英字、-、_)',
          ),
        },
      }),
    },
    ruleTextField('customDomain', checkHostname, {
      unique: true,
      index: true,
      lowercase: true,
      access: staffWrites,
      label: label('개인 도메인', 'Own domain', '独自ドメイン'),
      admin: {
        position: 'sidebar',
        description: label(
          '예: kim-realty.com (있으면 이 주소로도 페이지가 열립니다)',
          'For example kim-realty.com: your page opens there too',
          '例: kim-realty.com(このアドレスでもページが開きます)',
        ),
      },
    }),
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      unique: true,
      access: { ...staffWrites, read: isSignedInField },
      label: label('에이전트 계정', 'Agent account', 'エージェントのアカウント'),
      admin: { position: 'sidebar', condition: shownToStaff },
    },
    viewPageField,
    translationsField,
    syncFields,
    {
      name: 'transfer',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/admin/RealtorTransfer#RealtorTransfer' } },
    },
  ],
}
