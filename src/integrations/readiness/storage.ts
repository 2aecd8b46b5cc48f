/**
 * Media storage: the S3 bucket answers HeadBucket with our credentials when
 * S3_BUCKET is set (the same S3_* variables the storage plugin reads), else the
 * media directory exists and this process may write into it.
 */
import fs from 'node:fs/promises'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from '../s3/settings'
import type { Check } from './check'

let client: { key: string; s3: S3Client } | null = null

function s3ClientFor(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  if (client?.key !== key) {
    client?.s3.destroy()
    client = {
      key,
      // One attempt: the probe reports what is, the caller's deadline bounds it.
      s3: new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 }),
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
