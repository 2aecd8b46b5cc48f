/**
 * The password reset e-mail, in the user's language, with a link on the
 * configured public origin (PUBLIC_URL): never the request's Host, which a
 * caller chooses and could point at a server of theirs to catch the token.
 * REST requests have it sent by a job (src/jobs/emailPasswordReset.ts); these
 * builders serve Payload's own operation, which our server code (the local API) runs.
 */
import type { PayloadRequest } from 'payload'

import { resetPasswordEmail } from '@/lib/email/builders'
import { isLocale } from '@/i18n/routing'
import { platformOrigin } from '@/lib/hosts'
import { browserLanguage } from './language'

type Args = { req?: PayloadRequest; token?: string; user?: { language?: unknown } }

type Routes = { routes: { admin: string }; admin: { routes: { reset: string } } }

/** The admin's reset page for `token`, on the public origin. */
export function forgotPasswordLink(config: Routes | undefined, token: string): string {
  const admin = config?.routes.admin ?? '/admin'
  const reset = config?.admin.routes.reset ?? '/reset'
  return `${platformOrigin()}${admin}${reset}/${token}`
}

function build({ req, token, user }: Args) {
  const language = isLocale(user?.language) ? user.language : req ? browserLanguage(req) : 'ko'
  return resetPasswordEmail(language, forgotPasswordLink(req?.payload.config, token ?? ''))
}

export const forgotPasswordEmail = {
  generateEmailHTML: (args?: Args) => build(args ?? {}).html,
  generateEmailSubject: (args?: Args) => build(args ?? {}).subject,
}
