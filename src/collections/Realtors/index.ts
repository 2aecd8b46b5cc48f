import type { CollectionConfig } from 'payload'

import { isSignedInField, isStaffField } from '@/access/owner'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
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
import { livePreview } from './preview/livePreview'
import { expireRealtorPages, expireRealtorPagesOnDelete } from './hooks/expirePages'
import { refreshOriginsOnDelete, refreshOriginsOnDomainChange } from './hooks/refreshAllowedOrigins'
import { markSyncPending, queueSyncOnChange, queueSyncOnDelete } from './sync/hooks'
import { exportEndpoint, importEndpoint, syncNowEndpoint } from './transfer/endpoints'
import { activityRegionField } from './fields/activityRegion'
import { followVisitorColorSchemeField, headlineField } from './fields/hero'
import { etcInfoField } from './fields/etcInfo'
import { photosField } from './fields/photos'
import { syncFields } from './fields/sync'

/** Only staff may move an agent to another owner, address or domain (publishing: publishing/guardPublication.ts). */
const staffOnly = { create: isStaffField, update: isStaffField }

export const Realtors: CollectionConfig = {
  slug: 'realtors',
  access: realtorAccess,
  // Drafts, autosave, history and scheduled publishing; `_status` replaces the old `published` checkbox.
  versions: draftVersions,
  hooks: {
    beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
    beforeChange: [guardPublication, markSyncPending],
    afterChange: [expireRealtorPages, refreshOriginsOnDomainChange, queueSyncOnChange],
    afterDelete: [expireRealtorPagesOnDelete, refreshOriginsOnDelete, queueSyncOnDelete],
  },
  endpoints: [exportEndpoint, importEndpoint, syncNowEndpoint],
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'desiredUrl', 'customDomain', '_status', 'syncStatus'],
    listSearchableFields: ['displayName', 'desiredUrl', 'licenseNumber'],
    livePreview,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Profile',
          fields: [
            { name: 'displayName', type: 'text', localized: true, validate: requiredInDefaultLocale },
            headlineField,
            { name: 'aboutMe', type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'contactPhoneCountry',
                  type: 'select',
                  defaultValue: 'US',
                  options: phoneCountries.map(({ iso, dial }) => ({ label: `${iso} ${dial}`, value: iso })),
                },
                ruleTextField('contactPhone', (value, sibling) =>
                  checkPhone(value, sibling.contactPhoneCountry as string | undefined),
                ),
                ruleTextField('email', checkEmail, { lowercase: true }),
              ],
            },
            {
              type: 'row',
              fields: [
                ruleTextField('kakaoLink', checkHttpUrl),
                ruleTextField('snsYoutubeUrl', checkHttpUrl),
                ruleTextField('snsInstagramUrl', checkHttpUrl),
              ],
            },
            ruleTextField('recommendedYoutubeUrl', checkVideoUrl),
            {
              type: 'row',
              fields: [
                { name: 'licenseNumber', type: 'text', index: true },
                { name: 'salesCount', type: 'number', min: 0 },
                { name: 'lastYearSalesTotal', type: 'number', min: 0 },
              ],
            },
            {
              type: 'row',
              fields: [
                ruleTextField('careerStart', checkDate, { admin: { placeholder: 'YYYY-MM-DD' } }),
                ruleTextField('careerEnd', checkDate, { admin: { placeholder: 'YYYY-MM-DD' } }),
              ],
            },
            activityRegionField,
            etcInfoField,
            {
              name: 'additionalSections',
              type: 'array',
              localized: true,
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'body', type: 'textarea' },
              ],
            },
          ],
        },
        { label: 'Photos', fields: [photosField] },
        {
          label: 'Design',
          fields: [
            {
              type: 'row',
              fields: [
                ruleTextField('designMainColor', checkHexColor, { defaultValue: '#1F3A5F' }),
                {
                  name: 'designFontSize',
                  type: 'select',
                  defaultValue: 'medium',
                  options: ['small', 'medium', 'large'].map((value) => ({ label: value, value })),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'designMainDarkMode', type: 'checkbox', defaultValue: false },
                { name: 'contentDarkMode', type: 'checkbox', defaultValue: false },
              ],
            },
            followVisitorColorSchemeField,
          ],
        },
        {
          label: 'Platform',
          fields: [
            { name: 'isMakeHomepage', type: 'checkbox', defaultValue: true },
            { name: 'madeForRealtor', type: 'checkbox', defaultValue: false },
            { name: 'ppProfileId', type: 'text' },
          ],
        },
      ],
    },
    {
      ...ruleTextField('desiredUrl', checkSlug, {
        required: true,
        unique: true,
        index: true,
        lowercase: true,
        access: staffOnly,
        admin: { position: 'sidebar', description: 'Homepage address: /{desiredUrl}' },
      }),
    },
    ruleTextField('customDomain', checkHostname, {
      unique: true,
      index: true,
      lowercase: true,
      access: staffOnly,
      admin: { position: 'sidebar', description: 'Own domain, e.g. kim-realty.com (spec: hompageUrl)' },
    }),
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      unique: true,
      access: { ...staffOnly, read: isSignedInField },
      admin: { position: 'sidebar' },
    },
    syncFields,
    {
      name: 'transfer',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/admin/RealtorTransfer#RealtorTransfer' } },
    },
  ],
}
