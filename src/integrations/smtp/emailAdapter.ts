/**
 * The e-mail adapter in payload.config.ts. With SMTP settings (SMTP_URL or
 * SMTP_HOST...) it sends through @payloadcms/email-nodemailer; without them
 * (the embedded default) nothing is lost: the e-mail is kept, with reset links
 * redacted, in the admin-only `outgoing-emails` collection, and in development
 * a line in the server log says so. The settings are read at every send, so
 * the choice follows the environment of the moment.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { mailFrom, smtpSettings, type SmtpSettings } from '@/integrations/smtp/settings'
import { keepInOutbox } from './outbox'

type Sender = (message: SendEmailOptions) => Promise<unknown>

let smtpSender: { key: string; send: Sender } | null = null

async function senderFor(settings: SmtpSettings, payload: Payload): Promise<Sender> {
  if (smtpSender?.key === settings.key) return smtpSender.send
  const from = mailFrom()
  const adapter = await nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // A server down at start-up must not hold the start; a failed send is retried by its job.
    skipVerify: true,
    transportOptions: settings.transport as never,
  })
  const { sendEmail } = adapter({ payload })
  smtpSender = { key: settings.key, send: sendEmail }
  return sendEmail
}

export const emailAdapter: EmailAdapter = ({ payload }) => {
  const from = mailFrom()
  return {
    name: 'smtp-or-outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      // MAIL_FROM's address of the moment, whatever Payload's defaults were at start-up (our domain signs
      // every message); a sender may give its own display name (a buyer's alert comes "from" the agent).
      const current = mailFrom()
      const ownName = typeof message.from === 'object' && message.from && 'name' in message.from ? message.from.name : ''
      const sent = { ...message, from: { name: ownName || current.name, address: current.address } }
      const settings = smtpSettings()
      if (settings) return (await senderFor(settings, payload))(sent)
      return keepInOutbox(payload, sent)
    },
  }
}
