import type { ArrayField } from 'payload'

/** Spec photo paths; thumbnail / fullsize are the media sizes of each image. */
export const photoKinds = ['logo', 'logo2', 'id', 'id2', 'top', 'gallery', 'favicon', 'ogImage'] as const
export type PhotoKind = (typeof photoKinds)[number]

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
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
}
