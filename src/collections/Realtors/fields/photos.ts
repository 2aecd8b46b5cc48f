import type { ArrayField } from 'payload'

import { ownRealtorPhotosOnly } from '@/collections/Media/ownership'
import { photoKinds } from '@/lib/realtorVocabulary'

// Spec photo paths are the kinds; thumbnail / fullsize are the media sizes of each image.

export const photosField: ArrayField = {
  name: 'photos',
  type: 'array',
  labels: { singular: 'Photo', plural: 'Photos' },
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'gallery',
          options: photoKinds.map((kind) => ({ label: kind, value: kind })),
        },
        { name: 'image', type: 'upload', relationTo: 'media', required: true, filterOptions: ownRealtorPhotosOnly },
      ],
    },
  ],
}
