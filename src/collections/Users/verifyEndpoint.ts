/**
 * POST /api/users/verify/:token. Accounts are created by an admin and never
 * verified by e-mail (`auth.verify` is off), yet Payload keeps the route, and
 * its lookup of a verification token the table does not have ended in a 500.
 * Answered 404 with what to do instead.
 */
import type { Endpoint } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { label } from '@/i18n/label'

const notUsed = label(
  '이메일 확인은 사용하지 않습니다. 계정은 관리자가 만들며, 로그인 페이지에서 바로 로그인할 수 있습니다.',
  'E-mail verification is not used here: accounts are created by an admin and can sign in on the sign-in page.',
  'メールによる確認は使用していません。アカウントは管理者が作成し、ログインページからそのままログインできます。',
)

export const verifyEndpoint: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: (req) => Response.json({ errors: [{ message: notUsed[localeOfLanguage(req.i18n?.language)] }] }, { status: 404 }),
}
