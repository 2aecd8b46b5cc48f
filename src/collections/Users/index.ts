import type { CollectionConfig } from 'payload'

import { adminWrites } from '@/access/fieldAccess'
import { isAdmin, roles } from '@/access/roles'
import { ruleValidator } from '@/fields/validated'
import { label } from '@/i18n/label'
import { checkOneLine } from '@/lib/validation/rules'
import { publicUrlIsHttps } from '@/lib/publicUrl'
import { readAccounts, updateSelfOrAdmin } from './access'
import { languageField, setLanguageAtFirstSignIn } from './language'
import { guardAccountOperations, unlockSelfOrAdmin } from './accountOperations'
import { forgotPasswordEndpoint } from './forgotPasswordEndpoint'
import { currentPasswordField, requireCurrentPassword } from './currentPassword'
import { equalSignInTiming } from './equalSignInTiming'
import { limitOtherLogins, loginEndpoint } from './loginRateLimit'
import { enforcePasswordPolicy } from './passwordPolicy'
import { forgotPasswordEmail } from './resetPasswordEmail'
import { verifyEndpoint } from './verifyEndpoint'

const roleLabels = {
  admin: label('관리자', 'Admin', '管理者'),
  staff: label('직원', 'Staff', 'スタッフ'),
  support: label('지원팀', 'Support', 'サポート'),
  agent: label('에이전트', 'Agent', 'エージェント'),
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('계정', 'Account', 'アカウント'), plural: label('계정', 'Accounts', 'アカウント') },
  admin: {
    useAsTitle: 'email',
    group: label('시스템', 'System', 'システム'),
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
  endpoints: [loginEndpoint, forgotPasswordEndpoint, verifyEndpoint],
  hooks: {
    beforeOperation: [limitOtherLogins, equalSignInTiming, guardAccountOperations, enforcePasswordPolicy],
    beforeValidate: [requireCurrentPassword],
    afterLogin: [setLanguageAtFirstSignIn],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: readAccounts,
    update: updateSelfOrAdmin,
    delete: isAdmin,
    unlock: unlockSelfOrAdmin,
  },
  fields: [
    currentPasswordField,
    { name: 'name', type: 'text', validate: ruleValidator(checkOneLine), label: label('이름', 'Name', '名前') },
    languageField,
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      label: label('역할', 'Roles', '役割'),
      options: roles.map((role) => ({ label: roleLabels[role], value: role })),
      saveToJWT: true,
      access: adminWrites,
    },
    {
      name: 'realtor',
      type: 'join',
      collection: 'realtors',
      on: 'owner',
      label: label('담당 에이전트 페이지', 'Agent page', '担当のエージェントページ'),
      admin: {
        description: label(
          '이 계정이 편집하는 에이전트 페이지 (에이전트 페이지의 "에이전트 계정"에서 정합니다).',
          'The agent page this account edits (set on the agent page: "Agent account").',
          'このアカウントが編集するエージェントページ(エージェントページの「エージェントのアカウント」で設定)。',
        ),
      },
    },
  ],
}
