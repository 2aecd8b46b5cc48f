/**
 * Who saved a document: the signed-in user's account id, written on every save and so kept in each version,
 * for the version history (src/components/admin/VersionHistory.tsx). Set by the server whatever a request
 * sends; empty for saves without a user (seed, scripts, jobs started by the system).
 */
import type { CollectionConfig, EditConfig, Field } from 'payload'

import { systemWrites } from '@/access/fieldAccess'

export const editedByField: Field = {
  name: 'editedBy',
  type: 'number',
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  // Editors read who saved (an account id, nothing for visitors); a value a request sends is
  // dropped before the hook below sets the real one.
  access: { read: ({ req }) => Boolean(req.user), ...systemWrites },
  hooks: {
    beforeChange: [({ req }) => (typeof req.user?.id === 'number' ? req.user.id : null)],
  },
}

/** Collections with versions get the field and the version history view with who and what. */
export function withVersionHistory(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  const edit = (collection.admin?.components?.views?.edit ?? {}) as Extract<EditConfig, { root?: never }>
  return {
    ...collection,
    fields: [...collection.fields, editedByField],
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        views: {
          ...collection.admin?.components?.views,
          edit: { ...edit, versions: { ...edit.versions, Component: '@/components/admin/VersionHistory#VersionHistory' } } as EditConfig,
        },
      },
    },
  }
}
