import type { ArrayField } from 'payload'

import { etcInfoTypes } from '@/lib/realtorVocabulary'


export const etcInfoField: ArrayField = {
  name: 'etcInfo',
  type: 'array',
  labels: { singular: 'Extra info', plural: 'Extra info' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: etcInfoTypes.map((type) => ({ label: type, value: type })),
        },
        { name: 'value', type: 'text', required: true },
      ],
    },
  ],
}
