/**
 * Where the media files live, as the app decides it: the S3 bucket when S3_BUCKET is set
 * (through src/integrations/s3), else the MEDIA_DIR folder (default media/). Names are paths
 * relative to the store with `/`; hidden files (media/.gitkeep) are not media.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { bucketFiles } from '../../src/integrations/s3/bucketFiles'
import { contentTypeFor } from '../../src/integrations/s3/copyMediaToS3'
import { s3SettingsFromEnv } from '../../src/integrations/s3/settings'

export type MediaFile = { name: string; size: number }

export type MediaStore = {
  kind: 'directory' | 's3'
  /** Where, for people (never a credential). */
  location: string
  list(limit?: number): Promise<MediaFile[]>
  /** Copies `name` into `file`; answers its SHA-256. */
  exportTo(name: string, file: string): Promise<string>
  importFrom(name: string, file: string): Promise<void>
  /** Deletes every media file; answers how many. */
  clear(): Promise<number>
  close(): void
}

/** A name safe to use as a path under the backup's media/ folder. */
export function safeMediaName(name: string): boolean {
  return (
    name.length > 0 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  )
}

const hidden = (name: string) => name.split('/').some((part) => part.startsWith('.'))

export function mediaStore(env: NodeJS.ProcessEnv = process.env): MediaStore {
  const s3 = s3SettingsFromEnv(env)
  if (s3) {
    const bucket = bucketFiles(s3)
    return {
      kind: 's3',
      location: `s3://${s3.bucket}${s3.endpoint ? ` at ${new URL(s3.endpoint).host}` : ''}`,
      list: async (limit) => (await bucket.list(limit)).map(({ key, size }) => ({ name: key, size })),
      async exportTo(name, file) {
        const hash = createHash('sha256')
        await bucket.download(name, file, (chunk) => hash.update(chunk))
        return hash.digest('hex')
      },
      importFrom: (name, file) => bucket.upload(name, file, contentTypeFor(name)),
      clear: () => bucket.deleteAll(),
      close: () => bucket.close(),
    }
  }
  const root = path.resolve(env.MEDIA_DIR ?? 'media')
  const list = async (limit = Infinity): Promise<MediaFile[]> => {
    if (!fs.existsSync(root)) return []
    const files: MediaFile[] = []
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
      if (!entry.isFile()) continue
      const name = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      if (hidden(name)) continue
      files.push({ name, size: fs.statSync(path.join(root, name)).size })
      if (files.length >= limit) break
    }
    return files.sort((a, b) => (a.name < b.name ? -1 : 1))
  }
  return {
    kind: 'directory',
    location: root,
    list,
    async exportTo(name, file) {
      const hash = createHash('sha256')
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          hash.update(chunk)
          next(null, chunk)
        },
      })
      await pipeline(fs.createReadStream(path.join(root, name)), tap, fs.createWriteStream(file))
      return hash.digest('hex')
    },
    async importFrom(name, file) {
      const target = path.join(root, name)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(file, target)
    },
    async clear() {
      const files = await list()
      for (const { name } of files) fs.rmSync(path.join(root, name))
      return files.length
    },
    close: () => {},
  }
}
