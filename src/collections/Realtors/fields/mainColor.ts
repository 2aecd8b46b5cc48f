import type { TextField } from 'payload'

import { label } from '@/i18n/label'

/** The main colour keeps its rule-checked text value; the admin shows a picker with a swatch and contrast. */
export const designMainColorField = (base: TextField): TextField => ({
  ...base,
  label: label('대표 색상', 'Main colour', 'メインカラー'),
  admin: {
    ...base.admin,
    components: { Field: '@/components/admin/MainColorField#MainColorField' },
  },
})
