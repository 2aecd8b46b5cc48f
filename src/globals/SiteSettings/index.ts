import type { GlobalConfig } from 'payload'

import { expireGlobalPages } from '../expireGlobalPages'
import { anyone, isAdmin } from '@/access/roles'
import { ruleTextField } from '@/fields/validated'
import { checkHostname, checkTagManagerId } from '@/lib/validation/rules'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  hooks: { afterChange: [expireGlobalPages] },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'lender',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        {
          type: 'row',
          fields: [
            { name: 'licenseNumber', type: 'text' },
            { name: 'nmlsNumber', type: 'text' },
          ],
        },
        { name: 'disclaimer', type: 'textarea', localized: true },
      ],
    },
    ruleTextField('tagManagerId', checkTagManagerId, {
      admin: { description: 'GTM-XXXX or G-XXXX; leave empty for no analytics.' },
    }),
    {
      name: 'homeHosts',
      type: 'array',
      admin: { description: 'Platform hosts (besides HOME_HOSTS) that serve the landing page.' },
      fields: [ruleTextField('host', checkHostname, { required: true, lowercase: true })],
    },
  ],
}
