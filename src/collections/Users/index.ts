import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, roles } from '@/access/roles'
import { publicUrlIsHttps } from '@/lib/publicUrl'
import { readSelfOrAdmin, updateSelfOrAdmin } from './access'
import { languageField, setLanguageAtFirstSignIn } from './language'
import { forgotPasswordEndpoint, guardAccountOperations, unlockSelfOrAdmin } from './accountOperations'
import { currentPasswordField, requireCurrentPassword } from './currentPassword'
import { equalSignInTiming } from './equalSignInTiming'
import { limitOtherLogins, loginEndpoint } from './loginRateLimit'
import { enforcePasswordPolicy } from './passwordPolicy'
import { forgotPasswordEmail } from './resetPasswordEmail'

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
    // Secure whenever the public URL is https: a browser then never sends the session over plain http.
    cookies: { secure: publicUrlIsHttps(process.env.PUBLIC_URL), sameSite: 'Lax' },
    forgotPassword: forgotPasswordEmail,
  },
  endpoints: [loginEndpoint, forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [limitOtherLogins, equalSignInTiming, guardAccountOperations, enforcePasswordPolicy],
    beforeValidate: [requireCurrentPassword],
    afterLogin: [setLanguageAtFirstSignIn],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: readSelfOrAdmin,
    update: updateSelfOrAdmin,
    delete: isAdmin,
    unlock: unlockSelfOrAdmin,
  },
  fields: [
    currentPasswordField,
    { name: 'name', type: 'text' },
    languageField,
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
