import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'

import { anyone, isSignedIn, isStaffOrAdmin } from '@/access/roles'

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media')

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: isSignedIn,
    update: isStaffOrAdmin,
    delete: isStaffOrAdmin,
  },
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true, formatOptions: { format: 'webp' } },
      { name: 'fullsize', width: 1920, withoutEnlargement: true, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
