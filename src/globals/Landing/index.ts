import type { GlobalConfig } from 'payload'

import { expireGlobalPages } from '../expireGlobalPages'
import { anyone, isStaff } from '@/access/roles'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { ruleTextField } from '@/fields/validated'
import { checkHttpUrl } from '@/lib/validation/rules'

/** Landing-page copy per locale, so marketing changes it without a deploy. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  hooks: { afterChange: [expireGlobalPages] },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', localized: true, validate: requiredInDefaultLocale },
        { name: 'subheadline', type: 'textarea', localized: true },
        { name: 'ctaLabel', type: 'text', localized: true, validate: requiredInDefaultLocale },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      fields: [
        { name: 'title', type: 'text', localized: true, validate: requiredInDefaultLocale },
        { name: 'body', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'showcase',
      type: 'array',
      maxRows: 10,
      admin: { description: 'The ten agent homepages of the carousel.' },
      fields: [
        { name: 'label', type: 'text', localized: true, validate: requiredInDefaultLocale },
        ruleTextField('url', checkHttpUrl, { required: true }),
        { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      name: 'ctaBand',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', localized: true, validate: requiredInDefaultLocale },
        { name: 'ctaLabel', type: 'text', localized: true, validate: requiredInDefaultLocale },
      ],
    },
  ],
}
