import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access/roles'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { safeRichTextField } from '@/fields/safeRichText'

/** Legal and process pages; a realtor-owned page overrides the platform's for that agent. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'realtor'] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['terms', 'privacy', 'agreement', 'process'].map((value) => ({ label: value, value })),
    },
    { name: 'title', type: 'text', localized: true, validate: requiredInDefaultLocale },
    safeRichTextField({
      name: 'content',
      localized: true,
      admin: { description: 'Privacy: headings with anchors #ko and #en are linked from the forms.' },
    }),
    {
      name: 'realtor',
      type: 'relationship',
      relationTo: 'realtors',
      admin: { description: 'Leave empty for the platform page.' },
    },
  ],
}
