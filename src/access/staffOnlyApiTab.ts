/**
 * The "API" tab of edit views (the raw JSON and its REST address) is a tool for staff: agents do not need it,
 * and in a Korean or Japanese admin it is a word they cannot read. It stays for admin, staff and support.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { isStaffRole, type Role } from './roles'

type Entity = CollectionConfig | GlobalConfig

export function withStaffOnlyApiTab<T extends Entity>(entity: T): T {
  const edit = entity.admin?.components?.views?.edit ?? {}
  const api = edit.api ?? {}
  return {
    ...entity,
    admin: {
      ...entity.admin,
      components: {
        ...entity.admin?.components,
        views: {
          ...entity.admin?.components?.views,
          edit: {
            ...edit,
            api: {
              ...api,
              tab: {
                ...api.tab,
                // Payload's own condition checks hideAPIURL; this one replaces it, so keeps that check too.
                condition: ({ req }) => entity.admin?.hideAPIURL !== true && isStaffRole(req.user as { roles?: Role[] } | null),
              },
            },
          },
        },
      },
    },
  } as T
}
