/**
 * Every object of the media bucket, for `npm run backup` and `npm run restore`: listed page by
 * page, read and written as streams (a bucket may hold more than fits in memory), deleted in
 * turn. The bucket is the media collection's alone, so all of it is media.
 */
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from './settings'

export type BucketObject = { key: string; size: number }

export type BucketFiles = {
  list(limit?: number): Promise<BucketObject[]>
  /** Writes the object into `file`; `onChunk` sees every byte on the way (for a checksum). */
  download(key: string, file: string, onChunk?: (chunk: Buffer) => void): Promise<void>
  upload(key: string, file: string, contentType?: string): Promise<void>
  deleteAll(): Promise<number>
  close(): void
}

export function bucketFiles(settings: S3Settings): BucketFiles {
  const client = new S3Client(s3ClientConfig(settings))
  const Bucket = settings.bucket

  async function list(limit = Infinity): Promise<BucketObject[]> {
    const objects: BucketObject[] = []
    let ContinuationToken: string | undefined
    do {
      // Whole pages even for a few: s3rver fails a truncated listing of very small pages.
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
      for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, size: item.Size ?? 0 })
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken && objects.length < limit)
    return objects.slice(0, limit)
  }

  return {
    list,
    async download(key, file, onChunk) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      const body = answer.Body as Readable | undefined
      if (!body) throw new Error(`s3://${Bucket}/${key} has no body`)
      if (onChunk) body.on('data', onChunk)
      await pipeline(body, fs.createWriteStream(file))
    },
    async upload(key, file, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: fs.statSync(file).size,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      )
    },
    async deleteAll() {
      let deleted = 0
      for (;;) {
        const batch = await list(1000)
        if (batch.length === 0) return deleted
        // One by one: DeleteObjects needs a checksum header that S3-compatible stores do not all accept.
        for (const { key } of batch) await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
        deleted += batch.length
      }
    },
    close: () => client.destroy(),
  }
}
