/**
 * What the outbox keeps of an e-mail that could not be sent by SMTP: the reset
 * link's token is a password in all but name, so an admin reading the outbox
 * must not be able to take over the account with it.
 */
const RESET_LINK = /(\/reset\/)[A-Za-z0-9_-]+/g

export const REDACTED = '[redacted]'

export function redactSecrets(text: string, secrets: string[] = []): string {
  let out = text.replace(RESET_LINK, `$1${REDACTED}`)
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED)
  return out
}
