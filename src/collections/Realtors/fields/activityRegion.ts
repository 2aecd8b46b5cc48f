import type { ArrayField } from 'payload'

import { ruleTextField } from '@/fields/validated'
import { label } from '@/i18n/label'
import { usStates } from '@/lib/countries'
import { checkZipcode } from '@/lib/validation/rules'

const stateNames: Record<(typeof usStates)[number], ReturnType<typeof label>> = {
  CA: label('캘리포니아 (CA)', 'California (CA)', 'カリフォルニア州 (CA)'),
  GA: label('조지아 (GA)', 'Georgia (GA)', 'ジョージア州 (GA)'),
}

export const activityRegionField: ArrayField = {
  name: 'activityRegion',
  type: 'array',
  label: label('활동 지역', 'Areas you work in', '活動地域'),
  labels: { singular: label('활동 지역', 'Area', '活動地域'), plural: label('활동 지역', 'Areas', '活動地域') },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          label: label('주', 'State', '州'),
          options: usStates.map((state) => ({ label: stateNames[state], value: state })),
        },
        { name: 'city', type: 'text', required: true, label: label('도시', 'City', '市') },
        { name: 'neighborhood', type: 'text', label: label('동네', 'Neighbourhood', '地区') },
        ruleTextField('zipcode', checkZipcode, { label: label('우편번호 (ZIP)', 'ZIP code', '郵便番号 (ZIP)') }),
      ],
    },
  ],
}
