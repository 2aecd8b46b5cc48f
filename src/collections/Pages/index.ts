import type { CollectionConfig } from 'payload'

import { isStaff, isStaffRole } from '@/access/roles'
import { requiredInDefaultLocale } from '@/fields/requiredInDefaultLocale'
import { safeRichTextField } from '@/fields/safeRichText'
import { draftVersions } from '@/fields/drafts'
import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { pageLivePreview } from '../Realtors/preview/livePreview'

/** Legal and process pages; a realtor-owned page overrides the platform's for that agent. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  // Everyone reads published pages; drafts and history are for staff.
  access: {
    read: ({ req }) => isStaffRole(req.user as never) || { _status: { equals: 'published' } },
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  versions: draftVersions,
  hooks: { beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors] },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'realtor', '_status'], livePreview: pageLivePreview },
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
