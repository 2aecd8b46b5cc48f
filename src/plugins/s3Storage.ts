/**
 * Media in S3-compatible storage when S3_BUCKET is set (docs/operations.md, "Running at scale"):
 * every instance then serves the same files. Files stay behind Payload's
 * /api/media/file/ route (its access rules, and next/image's localPatterns), which
 * streams them from the bucket. Unset: files on disk as before.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3ClientConfig, s3SettingsFromEnv } from '@/integrations/s3/settings'

/**
 * Payload's S3 storage for the media collection (image sizes included). Registered in
 * both modes with its fields always present (`alwaysInsertFields`), so the database
 * schema, and so the migrations, are the same with and without S3_BUCKET.
 */
export function s3StoragePlugins(): Plugin[] {
  const settings = s3SettingsFromEnv()
  return [
    s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      collections: { media: true },
      config: settings ? s3ClientConfig(settings) : {},
    }),
  ]
}
