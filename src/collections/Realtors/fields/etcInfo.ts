import type { ArrayField } from 'payload'

import { label, optionsFrom } from '@/i18n/label'
import { etcInfoTypeLabels } from '@/lib/realtorVocabularyLabels'

export const etcInfoField: ArrayField = {
  name: 'etcInfo',
  type: 'array',
  label: label(
    '추가 정보: 한국 이름, 회사 주소 등',
    'Extra information: Korean name, company address...',
    '追加情報: 韓国名、会社の住所など',
  ),
  labels: { singular: label('추가 정보', 'Extra information', '追加情報'), plural: label('추가 정보', 'Extra information', '追加情報') },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          label: label('종류', 'Kind', '種類'),
          options: optionsFrom(etcInfoTypeLabels),
        },
        { name: 'value', type: 'text', required: true, label: label('내용', 'Value', '内容') },
      ],
    },
  ],
}
