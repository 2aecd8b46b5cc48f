/**
 * Media in S3-compatible storage when S3_BUCKET is set (README "Running at scale"):
 * every instance then serves the same files. Files stay behind Payload's
 * /api/media/file/ route (its access rules, and next/image's localPatterns), which
 * streams them from the bucket. Unset: files on disk as before.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** The S3 settings from the environment, or null for media on disk. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    // MinIO, s3rver and most self-hosted stores want /bucket/key rather than bucket.host/key.
    forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
    // Unset: the AWS SDK's own chain (instance role, AWS_* variables).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** The AWS SDK client options for these settings (also used by `npm run media:to-s3`). */
export function s3ClientConfig(settings: S3Settings) {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: S3-compatible stores (older MinIO, s3rver)
    // refuse or mangle the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

export const mediaOnS3 = (): boolean => s3SettingsFromEnv() !== null

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
