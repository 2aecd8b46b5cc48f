/**
 * The language a user reads our e-mails in (ko, en, ja): set from their
 * browser at their first sign-in, editable on their account afterwards.
 */
import type { CollectionAfterLoginHook, PayloadRequest, SelectField } from 'payload'

import type { Locale } from '@/i18n/locales'
import { isLocale, negotiateLocale } from '@/i18n/routing'

export const languageField: SelectField = {
  name: 'language',
  type: 'select',
  label: { ko: '이메일 언어', en: 'E-mail language', ja: 'メールの言語' },
  options: [
    { value: 'ko', label: '한국어' },
    { value: 'en', label: 'English' },
    { value: 'ja', label: '日本語' },
  ],
  admin: {
    position: 'sidebar',
    description: {
      ko: '알림과 비밀번호 재설정 메일의 언어입니다. 처음 로그인할 때 브라우저 언어로 정해집니다.',
      en: 'The language of notifications and password reset e-mails. Set from your browser at your first sign-in.',
      ja: '通知とパスワード再設定メールの言語です。初回ログイン時にブラウザの言語から設定されます。',
    },
  },
}

/** The admin's own language choice (Payload's cookie) first, else the browser's Accept-Language. */
export function browserLanguage(req: Pick<PayloadRequest, 'headers'>): Locale {
  const cookie = /(?:^|;\s*)payload-lng=([^;]+)/.exec(req.headers.get('cookie') ?? '')?.[1]
  if (isLocale(cookie)) return cookie
  return negotiateLocale(req.headers.get('accept-language'))
}

export const setLanguageAtFirstSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (isLocale(user.language)) return user
  const language = browserLanguage(req)
  // The column alone: no hooks, no other field written back.
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { language }, req })
  return { ...user, language }
}
