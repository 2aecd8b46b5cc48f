/**
 * The S3_* variables read once for everyone who talks to the media bucket: the storage
 * plugin (src/plugins/s3Storage.ts), the readiness check, `npm run media:to-s3` and the
 * scale tests. Unset S3_BUCKET: media on disk.
 */
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
