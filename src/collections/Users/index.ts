import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, roles } from '@/access/roles'
import { readSelfOrAdmin, updateSelfOrAdmin } from './access'
import { limitOtherLogins, loginEndpoint } from './loginRateLimit'
import { enforcePasswordPolicy } from './passwordPolicy'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  endpoints: [loginEndpoint],
  hooks: { beforeOperation: [limitOtherLogins, enforcePasswordPolicy] },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: readSelfOrAdmin,
    update: updateSelfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      options: roles.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'realtor',
      type: 'join',
      collection: 'realtors',
      on: 'owner',
      admin: { description: 'The realtor this agent edits (set on the realtor: owner).' },
    },
  ],
}
