import type { ArrayField } from 'payload'

export const etcInfoTypes = [
  'zillow_link',
  'korea_name',
  'home_list_realtor',
  'company_address',
  'company_phone',
  'company_fax',
  'company_license',
] as const
export type EtcInfoType = (typeof etcInfoTypes)[number]

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
