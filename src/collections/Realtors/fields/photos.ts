import type { ArrayField } from 'payload'

import { ownRealtorPhotosOnly } from '@/collections/Media/ownership'
import { label, optionsFrom } from '@/i18n/label'
import { photoKindLabels } from '@/lib/realtorVocabularyLabels'

// Spec photo paths are the kinds; thumbnail / fullsize are the media sizes of each image.
// The admin shows the rows as eight named slots (src/components/admin/PhotoSlots.tsx).

export const photosField: ArrayField = {
  name: 'photos',
  type: 'array',
  label: label('사진', 'Photos', '写真'),
  labels: { singular: label('사진', 'Photo', '写真'), plural: label('사진', 'Photos', '写真') },
  admin: { components: { Field: '@/components/admin/PhotoSlots#PhotoSlots' } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'gallery',
          label: label('종류', 'Kind', '種類'),
          options: optionsFrom(photoKindLabels),
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          filterOptions: ownRealtorPhotosOnly,
          label: label('이미지', 'Picture', '画像'),
        },
      ],
    },
  ],
}
