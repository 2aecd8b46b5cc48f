/**
 * POST /api/users/forgot-password, in place of Payload's: counted per client
 * address, then one job queued (src/jobs/emailPasswordReset.ts) with the address
 * as typed, and the same 200 as Payload's, for every address. The account is
 * neither looked up nor written while the request is answered, so an address
 * without an account takes the very same steps as one with (one rate-limit
 * count, one job insert), and the answer cannot tell them apart, by its body or
 * its time; a mail server that is down delays the e-mail (the job retries) and
 * never fails the request. Whether an account exists, whether a link sent
 * earlier still works, the token and the e-mail are the job's business.
 */
import { addDataAndFileToRequest, type Endpoint, type PayloadHandler } from 'payload'

import { label } from '@/i18n/label'
import { localeOfLanguage } from '@/i18n/locales'
import { clientIp } from '@/lib/network/clientIp'
import { checkEmail } from '@/lib/validation/rules'
import { limitRequest } from '@/server/rateLimit'
import { browserLanguage } from './language'

const MAX_EMAIL_LENGTH = 254

const missingEmail = label(
  '계정의 이메일 주소를 입력하세요.',
  'Enter the e-mail address of your account.',
  'アカウントのメールアドレスを入力してください。',
)

const forgotPassword: PayloadHandler = async (req) => {
  const limited = await limitRequest(req.payload, 'forgotPassword', clientIp(req.headers))
  if (limited) return limited
  // JSON, or the admin form's multipart `_payload`, as Payload reads them.
  await addDataAndFileToRequest(req)
  const typed = (req.data as { email?: unknown } | undefined)?.email
  const email = typeof typed === 'string' ? typed.toLowerCase().trim() : ''
  // Whatever is typed is queued and later looked up: only something shaped like an address, of an
  // address's length (RFC 5321), and the check says nothing about any account.
  if (!email || email.length > MAX_EMAIL_LENGTH || checkEmail(email)) {
    return Response.json({ errors: [{ message: missingEmail[localeOfLanguage(req.i18n?.language)] }] }, { status: 400 })
  }
  await req.payload.jobs.queue({ task: 'emailPasswordReset', input: { email, language: browserLanguage(req) } })
  // Word for word what Payload answers when it sends a link.
  return Response.json({ message: req.t('general:success') }, { status: 200 })
}

export const forgotPasswordEndpoint: Endpoint = { path: '/forgot-password', method: 'post', handler: forgotPassword }
