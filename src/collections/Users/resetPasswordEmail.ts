/**
 * The password reset e-mail, in the user's language, with a link on the
 * configured public origin (PUBLIC_URL): never the request's Host, which a
 * caller chooses and could point at a server of theirs to catch the token.
 */
import type { PayloadRequest } from 'payload'

import { resetPasswordEmail } from '@/lib/email/builders'
import { isLocale } from '@/i18n/routing'
import { platformOrigin } from '@/lib/hosts'
import { browserLanguage } from './language'

type Args = { req?: PayloadRequest; token?: string; user?: { language?: unknown } }

function build({ req, token, user }: Args) {
  const language = isLocale(user?.language) ? user.language : req ? browserLanguage(req) : 'ko'
  const admin = req?.payload.config.routes.admin ?? '/admin'
  const reset = req?.payload.config.admin.routes.reset ?? '/reset'
  return resetPasswordEmail(language, `${platformOrigin()}${admin}${reset}/${token ?? ''}`)
}

export const forgotPasswordEmail = {
  generateEmailHTML: (args?: Args) => build(args ?? {}).html,
  generateEmailSubject: (args?: Args) => build(args ?? {}).subject,
}
