/**
 * Copies the media folder's files (originals and their sizes) into the S3 bucket
 * under the keys @payloadcms/storage-s3 reads (the file name). Idempotent: a file
 * already in the bucket with the same size is left alone, so a second run, or one
 * after an interruption, copies only what is missing.
 */
import fs from 'node:fs'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from './settings'

export type CopyReport = { copied: number; skipped: number; failed: { file: string; error: string }[]; total: number }

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

/** The Content-Type an uploaded media file is stored with in the bucket. */
export const contentTypeFor = (file: string): string => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'

/** Size of the object in the bucket, or null when it is not there. */
async function storedSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return head.ContentLength ?? 0
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return null
    throw error
  }
}

export async function copyMediaToS3(
  mediaDir: string,
  settings: S3Settings,
  onProgress: (done: number, total: number, file: string) => void = () => {},
): Promise<CopyReport> {
  const client = new S3Client(s3ClientConfig(settings))
  const files = fs.existsSync(mediaDir)
    ? fs
        .readdirSync(mediaDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
    : []
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], total: files.length }
  try {
    for (const [index, file] of files.entries()) {
      const full = path.join(mediaDir, file)
      try {
        const size = fs.statSync(full).size
        if ((await storedSize(client, settings.bucket, file)) === size) {
          report.skipped++
        } else {
          await client.send(
            new PutObjectCommand({
              Bucket: settings.bucket,
              Key: file,
              Body: fs.readFileSync(full),
              ContentLength: size,
              ContentType: contentTypeFor(file),
            }),
          )
          report.copied++
        }
      } catch (error) {
        report.failed.push({ file, error: (error as Error).message })
      }
      onProgress(index + 1, files.length, file)
    }
  } finally {
    client.destroy()
  }
  return report
}
