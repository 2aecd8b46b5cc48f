/**
 * The drill's third parties: an SMTP server, Slack and the main API on real
 * ports, recording every arrival by its key (Message-ID, Idempotency-Key) and
 * when it was answered. A shared gate, when closed, holds every new arrival
 * unanswered: senders are then between sending and knowing it arrived.
 */
import { startSmtpStandIn, type SmtpStandIn } from '../../harness/standIns/smtpStandIn'
import { startStandIn, type Recorded, type StandIn } from '../../harness/standIns/standInServer'

export type Arrival = { key: string; method: string; path: string; at: number; answeredAt: number | null; held: boolean }

export class Gate {
  private waiting: (() => void)[] = []
  closed = false
  close(): void {
    this.closed = true
  }
  open(): void {
    this.closed = false
    for (const pass of this.waiting.splice(0)) pass()
  }
  /** Resolves at once while open, else when opened. */
  passed(): Promise<void> {
    return this.closed ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve()
  }
}

type Answer = { status: number; body?: unknown }

export type HttpRecorder = { url: string; arrivals: Arrival[]; server: StandIn }

export async function recordingHttp(gate: Gate, answer: (request: Recorded) => Answer): Promise<HttpRecorder> {
  const arrivals: Arrival[] = []
  const server = await startStandIn((request) => {
    const arrival: Arrival = {
      key: String(request.headers['idempotency-key'] ?? ''),
      method: request.method,
      path: request.path,
      at: Date.now(),
      answeredAt: null,
      held: gate.closed,
    }
    arrivals.push(arrival)
    const reply = answer(request)
    if (!gate.closed) {
      arrival.answeredAt = Date.now()
      return reply
    }
    return gate.passed().then(() => {
      arrival.answeredAt = Date.now()
      return reply
    })
  })
  return { url: server.url, arrivals, server }
}

export type SmtpRecorder = { url: string; arrivals: Arrival[]; server: SmtpStandIn }

/** An e-mail arrives when its DATA is complete; it is answered (accepted) when the gate lets it. */
export async function recordingSmtp(gate: Gate): Promise<SmtpRecorder> {
  const arrivals: Arrival[] = []
  const server = await startSmtpStandIn(0, {
    beforeAccepting: async (mail) => {
      const arrival: Arrival = {
        key: mail.mail.messageId ?? '',
        method: 'DATA',
        path: mail.rcpt.join(','),
        at: Date.now(),
        answeredAt: null,
        held: gate.closed,
      }
      arrivals.push(arrival)
      await gate.passed()
      arrival.answeredAt = Date.now()
    },
  })
  return { url: server.url, arrivals, server }
}
