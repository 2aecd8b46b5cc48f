/**
 * Sends the password reset e-mail a forgot-password request queued
 * (src/collections/Users/forgotPasswordEndpoint.ts). The request queues this job
 * for every address it is given, whether or not an account has it, and answers
 * at once: the answer and its time say nothing about the account, and a mail
 * outage cannot turn a reset into an error. Here, later:
 *
 * - no account with that address: nothing is sent (the job ends);
 * - a link sent earlier is still valid: nothing is sent, the link is kept
 *   (src/jobs/passwordResetToken.ts);
 * - else the account gets this job's token (valid an hour from this attempt)
 *   and the e-mail, in the account's language (else the browser's), with one
 *   Message-ID per job. A failed send takes the token back and is retried with
 *   the deliveries' backoff.
 */
import type { TaskConfig } from 'payload'

import { forgotPasswordLink } from '@/collections/Users/resetPasswordEmail'
import { isLocale } from '@/i18n/routing'
import { mailFrom } from '@/integrations/smtp/settings'
import { resetPasswordEmail, stableMessageId } from '@/lib/email/builders'
import { maskedAddress } from '@/lib/email/unsubscribeLinks'
import { issueResetToken, resetTokenForJob, withdrawResetToken } from './passwordResetToken'
import { deliveryRetries } from './retryPolicy'

type Account = { id: number; email: string; language?: string | null }

export const emailPasswordReset: TaskConfig<'emailPasswordReset'> = {
  slug: 'emailPasswordReset',
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'language', type: 'text' },
  ],
  retries: deliveryRetries,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const to = maskedAddress(input.email)
    const account = (await payload.db.findOne({ collection: 'users', where: { email: { equals: input.email } } })) as Account | null
    if (!account) {
      payload.logger.info({ msg: 'Password reset asked for an address without an account: nothing sent', job: job.id, to })
      return { output: {} }
    }
    const token = resetTokenForJob(payload.secret, job)
    const validForMs = payload.collections.users.config.auth.forgotPassword?.expiration ?? 60 * 60 * 1000
    if (!(await issueResetToken(payload, account.id, token, validForMs))) {
      payload.logger.info({ msg: 'Password reset not sent: a link sent earlier is still valid', job: job.id, user: account.id })
      return { output: {} }
    }
    const language = isLocale(account.language) ? account.language : isLocale(input.language) ? input.language : 'ko'
    const built = resetPasswordEmail(language, forgotPasswordLink(payload.config, token))
    const messageId = stableMessageId('password-reset', job.id, 'user', mailFrom().address.split('@')[1] || 'localhost')
    try {
      await payload.sendEmail({ to: account.email, messageId, ...built })
    } catch (error) {
      await withdrawResetToken(payload, account.id, token)
      payload.logger.warn({
        msg: 'Password reset e-mail not sent, will retry',
        job: job.id,
        user: account.id,
        failure: (error as Error).message,
      })
      throw error
    }
    payload.logger.info({ msg: 'Password reset e-mail sent', job: job.id, user: account.id })
    return { output: {} }
  },
}
