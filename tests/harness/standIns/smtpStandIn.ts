/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message
 * it accepts, parsed by mailparser. It can be stopped and started again on the
 * same port, to play an outage.
 */
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  rcpt: string[]
  mail: ParsedMail
  acceptedAt: number
}

export type SmtpStandIn = {
  url: string
  port: number
  received: ReceivedMail[]
  /** Resolves with the next message accepted (for timing). */
  nextMail(): Promise<ReceivedMail>
  stop(): Promise<void>
  start(): Promise<void>
}

export type SmtpStandInOptions = {
  /**
   * Awaited after a message is received and recorded, before the server answers
   * that it accepted it: holds the sender between sending and knowing.
   */
  beforeAccepting?: (mail: ReceivedMail) => Promise<void>
}

/** A header as sent (mailparser turns List-* headers into objects). */
export function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? ''
  return line.slice(line.indexOf(':') + 1).trim()
}

export async function startSmtpStandIn(port = 0, options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = []
  const waiting: ((mail: ReceivedMail) => void)[] = []
  let server: SMTPServer | null = null
  let boundPort = port

  const listen = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stop at once: a client still connected is cut off, as a crashed server would.
      closeTimeout: 200,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            const entry = { rcpt: session.envelope.rcptTo.map((to) => to.address), mail, acceptedAt: Date.now() }
            received.push(entry)
            await options.beforeAccepting?.(entry)
            callback()
            for (const resolve of waiting.splice(0)) resolve(entry)
          })
          .catch((error: Error) => callback(error))
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(boundPort, '127.0.0.1', () => resolve())
    })
    boundPort = (server!.server.address() as AddressInfo).port
  }
  await listen()

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`
    },
    get port() {
      return boundPort
    },
    received,
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server
        server = null
        if (!current) return resolve()
        current.close(() => resolve())
      }),
    start: listen,
  }
}
