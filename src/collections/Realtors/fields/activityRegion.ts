import type { ArrayField } from 'payload'

import { ruleTextField } from '@/fields/validated'
import { usStates } from '@/lib/countries'
import { checkZipcode } from '@/lib/validation/rules'

export const activityRegionField: ArrayField = {
  name: 'activityRegion',
  type: 'array',
  labels: { singular: 'Activity region', plural: 'Activity regions' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          options: usStates.map((state) => ({ label: state, value: state })),
        },
        { name: 'city', type: 'text', required: true },
        { name: 'neighborhood', type: 'text' },
        ruleTextField('zipcode', checkZipcode),
      ],
    },
  ],
}
