import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { generateRealtorDescription, generateRealtorImage, generateRealtorTitle } from '@/collections/Realtors/seo'
import { seoExtraFields } from '@/collections/Realtors/fields/seoExtras'
import { localizeSeoFields } from '@/collections/Realtors/fields/seoMeta'
import { s3StoragePlugins } from './s3Storage'

export const plugins: Plugin[] = [
  seoPlugin({
    collections: ['realtors'],
    uploadsCollection: 'media',
    tabbedUI: true,
    fields: ({ defaultFields }) => [...localizeSeoFields(defaultFields), ...seoExtraFields],
    generateTitle: generateRealtorTitle,
    generateDescription: generateRealtorDescription,
    generateImage: generateRealtorImage,
  }),
  // S3_BUCKET set: media in S3-compatible storage (src/plugins/s3Storage.ts).
  ...s3StoragePlugins(),
]
