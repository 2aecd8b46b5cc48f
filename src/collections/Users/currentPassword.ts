/**
 * Changing one's own e-mail or password asks for the current password, so a
 * stolen session (an unlocked laptop, a leaked token) cannot take the account
 * over for good. An admin changing someone else's account is not asked (they
 * do not know it); our own server code (local API) is not asked either.
 */
import { ValidationError, type CollectionBeforeValidateHook, type Field } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { passwordMatches } from './passwordHash'

/** Never stored (virtual); the admin shows it as a password input. */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  type: 'text',
  virtual: true,
  label: { ko: '현재 비밀번호', en: 'Current password', ja: '現在のパスワード' },
  access: { read: () => false },
  admin: {
    components: { Field: '@payloadcms/ui#PasswordField' },
    description: {
      ko: '내 이메일이나 비밀번호를 바꿀 때 입력하세요.',
      en: 'Needed when you change your own e-mail or password.',
      ja: '自分のメールアドレスやパスワードを変更するときに入力してください。',
    },
    condition: (data, _siblingData, { user }) => Boolean(user && data?.id === user.id),
  },
}

const messages = {
  ko: '이메일이나 비밀번호를 바꾸려면 현재 비밀번호를 정확히 입력하세요.',
  en: 'To change your e-mail or password, enter your current password correctly.',
  ja: 'メールアドレスやパスワードを変更するには、現在のパスワードを正しく入力してください。',
} as const

export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data || operation !== 'update' || req.payloadAPI === 'local' || !req.user || !originalDoc) return data
  const { currentPassword, ...rest } = data as { currentPassword?: unknown; email?: unknown; password?: unknown }
  if (originalDoc.id !== req.user.id) return rest
  const changesPassword = typeof rest.password === 'string' && rest.password !== ''
  const changesEmail = typeof rest.email === 'string' && rest.email.toLowerCase().trim() !== String(originalDoc.email ?? '').toLowerCase()
  if (!changesPassword && !changesEmail) return rest
  const stored = (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: originalDoc.id } } })) as {
    hash?: unknown
    salt?: unknown
  } | null
  const given = typeof currentPassword === 'string' ? currentPassword : ''
  if (!(await passwordMatches(given, stored?.hash, stored?.salt))) {
    const message = messages[localeOfLanguage(req.i18n?.language)]
    throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', message }] })
  }
  return rest
}
