import type { CollectionConfig } from 'payload'

import { isSignedIn, isStaff } from '@/access/roles'
import { label } from '@/i18n/label'
import { mediaOnS3 } from '@/integrations/s3/settings'
import { MAX_IMAGE_PIXELS } from '@/lib/uploads/imageLimits.mjs'
import { mediaDir } from '@/lib/uploads/mediaDir'
import { expireMediaPages, expireMediaPagesOnDelete } from './expireMediaPages'
import { checkUploadedImage } from './imageChecks'
import { missingFileIs404 } from './missingFile'
import { assignMediaOwner, mediaOwnerField, readMedia } from './ownership'
import { sanitizeFileName } from './sanitizeFileName'
import { mediaPublicField } from './visibility'

export { mediaDir }

/**
 * Images only (SVG is refused: it can carry script), at most the upload limit of
 * payload.config.ts, renamed safely, re-encoded to webp, which drops EXIF (GPS).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('사진', 'Picture', '画像'), plural: label('사진 보관함', 'Pictures', '画像ライブラリ') },
  admin: { group: label('내 페이지', 'My page', 'マイページ') },
  access: {
    read: readMedia,
    create: isSignedIn,
    update: isStaff,
    delete: isStaff,
  },
  // Realtor pages embed their photos' URLs and sizes.
  hooks: {
    beforeOperation: [checkUploadedImage, sanitizeFileName],
    beforeChange: [assignMediaOwner],
    afterChange: [expireMediaPages],
    afterDelete: [expireMediaPagesOnDelete],
  },
  upload: {
    staticDir: mediaDir,
    // Second line behind checkUploadedImage: sharp itself refuses to decode more pixels.
    constructorOptions: { limitInputPixels: MAX_IMAGE_PIXELS },
    // An unknown file name answers 404 with a message (Payload's fallback says 500). With S3
    // the storage plugin's handler answers (404 for an unknown key); the disk has nothing.
    handlers: mediaOnS3() ? [] : [missingFileIs404(mediaDir)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true, formatOptions: { format: 'webp' } },
      { name: 'fullsize', width: 1920, withoutEnlargement: true, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: label('대체 텍스트', 'Alt text', '代替テキスト'),
      admin: { description: label('사진을 볼 수 없는 방문자에게 읽어 주는 설명', 'Read to visitors who cannot see the picture', '画像を見られない訪問者に読み上げる説明') },
    },
    mediaOwnerField,
    mediaPublicField,
  ],
}
