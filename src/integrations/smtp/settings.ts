/**
 * SMTP settings from the environment: SMTP_URL, else SMTP_HOST (+ PORT, USER,
 * PASSWORD, SECURE). Null when neither is set: e-mails then go to the outbox
 * collection instead (src/integrations/smtp/emailAdapter.ts). Read at every send, so a test or
 * an operator can point a running process at another server.
 */
/**
 * nodemailer waits up to 2 minutes for a connection and 10 for a silent
 * socket: a hung SMTP server would hold a job past STALE_JOB_AFTER_MS, and the
 * job would be handed to another runner while still running. A send that
 * cannot finish within these fails and is retried with backoff instead.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000, dnsTimeout: 5_000 }

type Timeouts = typeof SMTP_TIMEOUTS

export type SmtpSettings = {
  /** nodemailer transport options: a connection URL or host/port/auth, with our timeouts. */
  transport: { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } & Timeouts
  /** A stable key: a new transport is made only when the settings change. */
  key: string
}

type Env = Record<string, string | undefined>

export function smtpSettings(env: Env = process.env): SmtpSettings | null {
  const url = env.SMTP_URL?.trim()
  // Parsed here, not given to nodemailer as `url`: with a url, nodemailer drops every other option (our timeouts).
  if (url) return { transport: { ...fromUrl(url), ...SMTP_TIMEOUTS }, key: `url:${url}` }
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const secure = ['1', 'true', 'yes'].includes((env.SMTP_SECURE ?? '').toLowerCase())
  const port = Number(env.SMTP_PORT) || (secure ? 465 : 587)
  const user = env.SMTP_USER?.trim()
  const transport = {
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: env.SMTP_PASSWORD ?? '' } } : {}),
    ...SMTP_TIMEOUTS,
  }
  return { transport, key: `host:${JSON.stringify(transport)}` }
}

/** smtp://user:pass@host:port or smtps://... (TLS from the start, port 465 by default). */
function fromUrl(url: string): { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://user:password@host:port or smtps://...)')
  }
  const secure = parsed.protocol === 'smtps:' || parsed.searchParams.get('secure') === 'true'
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
  }
}

/** The sender of every e-mail: MAIL_FROM ("Name <address>" or an address). */
export function mailFrom(env: Env = process.env): { name: string; address: string } {
  const raw = env.MAIL_FROM?.trim() || 'Realtor Homepages <no-reply@localhost>'
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(raw)
  if (match) return { name: match[1].trim() || 'Realtor Homepages', address: match[2].trim() }
  return { name: 'Realtor Homepages', address: raw }
}

/** LEAD_NOTIFY_EMAILS: comma- or space-separated addresses, duplicates dropped. */
export function staffAddresses(env: Env = process.env): string[] {
  const list = (env.LEAD_NOTIFY_EMAILS ?? '')
    .split(/[\s,;]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => /^[^\s@]+@[^\s@]+$/.test(address))
  return [...new Set(list)]
}
