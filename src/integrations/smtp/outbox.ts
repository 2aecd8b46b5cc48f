/** E-mails kept instead of sent when no SMTP server is configured. */
import type { Payload, SendEmailOptions } from 'payload'

import { redactSecrets } from '@/lib/email/redact'

function addresses(value: SendEmailOptions['to']): string {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((item) => (typeof item === 'string' ? item : item.address)).join(', ')
}

function asText(value: SendEmailOptions['html']): string {
  return typeof value === 'string' ? value : value ? String(value) : ''
}

/** The answer looks like nodemailer's, so callers need not care where the e-mail went. */
export async function keepInOutbox(
  payload: Payload,
  message: SendEmailOptions,
): Promise<{ messageId: string; accepted: string[]; keptInOutbox: true }> {
  const to = addresses(message.to)
  const subject = redactSecrets(String(message.subject ?? ''))
  const doc = await payload.create({
    collection: 'outgoing-emails',
    data: {
      to,
      replyTo: addresses(message.replyTo),
      subject,
      messageId: typeof message.messageId === 'string' ? message.messageId : '',
      text: redactSecrets(asText(message.text)),
      html: redactSecrets(asText(message.html)),
    },
  })
  if (process.env.NODE_ENV !== 'production') {
    // Subject and record only: the recipient and body are personal data and stay in the admin.
    payload.logger.info(`E-mail not sent (no SMTP configured), kept in the admin as outgoing e-mail ${doc.id}: "${subject}"`)
  }
  return { messageId: doc.messageId || `outbox-${doc.id}`, accepted: to ? to.split(', ') : [], keptInOutbox: true }
}
