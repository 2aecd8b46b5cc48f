/**
 * Media storage: the S3 bucket answers HeadBucket with our credentials when
 * S3_BUCKET is set (the same S3_* variables the storage plugin reads), else the
 * media directory exists and this process may write into it.
 */
import fs from 'node:fs/promises'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { Check } from './check'

export type S3Settings = {
  bucket: string
  endpoint?: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle?: boolean
}

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  }
}

let client: { key: string; s3: S3Client } | null = null

function s3ClientFor(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  if (client?.key !== key) {
    client?.s3.destroy()
    client = {
      key,
      s3: new S3Client({
        endpoint: settings.endpoint,
        region: settings.region ?? 'us-east-1',
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // One attempt: the probe reports what is, the caller's deadline bounds it.
        maxAttempts: 1,
      }),
    }
  }
  return client.s3
}

export function s3Check(settings: S3Settings): Check {
  return {
    name: 'storage',
    run: async (signal) => {
      await s3ClientFor(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })
    },
  }
}

export function mediaDirectoryCheck(directory: string): Check {
  return {
    name: 'storage',
    run: async () => {
      const stat = await fs.stat(directory)
      if (!stat.isDirectory()) throw Object.assign(new Error(), { code: 'NOT_A_DIRECTORY' })
      await fs.access(directory, fs.constants.W_OK)
    },
  }
}
