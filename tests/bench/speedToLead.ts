/**
 * Speed to lead: from a contact's 201 to its e-mail accepted by an SMTP server
 * (npm smtp-server on 127.0.0.1), and to the visitor's acknowledgement accepted
 * by it, one contact after another, with the default
 * job intervals: either the `npm run jobs` worker (every 2 s) beside a server
 * that runs no jobs, or a server running its own jobs (every 5 s, the default
 * of `npm start`). Contacts arrive at spread-out moments of the runner's
 * cycle (a pause before each), as real visitors do, instead of in step with it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'

import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../harness/standIns/smtpStandIn'
import { freePort } from '../../runtime/db/embeddedPostgres'
import { bin } from '../../runtime/spawn'
import { delay, startServer, type BenchServer } from './server'

type Figures = { samples: number[]; median: number; worst: number }
/** To the agent's e-mail, and to the visitor's acknowledgement. */
export type SpeedToLead = Figures & { acknowledgement: Figures }

type Options = { origin: string; realtorId: number; rounds: number; publicUrl: string; runner: 'worker' | 'server' }

export async function measureSpeedToLead(options: Options): Promise<SpeedToLead> {
  const smtp = await startSmtpStandIn()
  let worker: ChildProcess | null = null
  let server: BenchServer | null = null
  try {
    let origin = options.origin
    let cycleMs = 2000
    if (options.runner === 'worker') worker = await startWorker(smtp, options.publicUrl)
    else {
      // A second server on the same database that runs jobs itself; the first one runs none.
      const port = await freePort()
      server = await startServer(port, { JOBS_AUTORUN: '1', SMTP_URL: smtp.url })
      origin = `http://127.0.0.1:${port}`
      cycleMs = 5000
    }
    return await measure(smtp, { ...options, origin }, cycleMs)
  } finally {
    if (worker) {
      const running = worker
      running.kill('SIGTERM')
      await new Promise((resolve) => (running.exitCode === null ? running.once('exit', resolve) : resolve(null)))
    }
    await server?.stop()
    await smtp.stop()
  }
}

async function startWorker(smtp: SmtpStandIn, publicUrl: string): Promise<ChildProcess> {
  // The worker reads SMTP_URL at every send; the server only stores and queues.
  const worker = spawn(bin('tsx'), ['runtime/jobs.ts'], {
    env: { ...process.env, SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('exit', (code) => reject(new Error(`jobs worker exited (${code}) before it ran`)))
    for (const stream of [worker.stdout!, worker.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        if (/worker running/.test(line)) resolve()
        if (/error|fail/i.test(line)) console.log(`[jobs] ${line.slice(0, 300)}`)
      })
    }
  })
  await ready
  return worker
}

async function measure(smtp: SmtpStandIn, options: Options, cycleMs: number): Promise<SpeedToLead> {
  const samples: number[] = []
  const acknowledgements: number[] = []
  for (let round = 0; round < options.rounds; round++) {
    // Spread over the runner's cycle (golden-ratio steps): arrivals early, late and in between.
    await delay(((round * 0.618) % 1) * cycleMs)
    const before = smtp.received.length
    const response = await fetch(`${options.origin}/api/realtor-contacts`, {
      method: 'POST',
      // One address per round: the contact rate limit counts per address.
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.250.${options.runner === 'worker' ? 1 : 2}.${round + 1}` },
      body: JSON.stringify({
        realtorId: options.realtorId,
        lastName: 'Bench',
        firstName: `Visitor ${round}`,
        email: `visitor${round}@example.com`,
        phoneCountryCode: 'US',
        phone: '949-555-0199',
        message: `speed to lead ${round}`,
        isTerm: 'Y',
      }),
    })
    const stored = Date.now()
    if (response.status !== 201) throw new Error(`contact answered ${response.status}: ${await response.text()}`)
    const { id } = (await response.json()) as { id: number }
    const [notice, acknowledgement] = await Promise.all([
      mailWithId(smtp, before, `<contact-${id}.`),
      mailWithId(smtp, before, `<contact-ack-${id}.`),
    ])
    samples.push(notice.acceptedAt - stored)
    acknowledgements.push(acknowledgement.acceptedAt - stored)
  }
  return { ...figures(samples), acknowledgement: figures(acknowledgements) }
}

/** The first e-mail accepted since `from` whose Message-ID starts with `prefix` (60 s at most). */
function mailWithId(smtp: SmtpStandIn, from: number, prefix: string): Promise<ReceivedMail> {
  const found = () => smtp.received.slice(from).find((entry) => entry.mail.messageId?.startsWith(prefix))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no e-mail ${prefix}…> within 60 s`)), 60_000)
    const check = () => {
      const mail = found()
      if (mail) {
        clearTimeout(timer)
        resolve(mail)
      } else void smtp.nextMail().then(check)
    }
    check()
  })
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { samples, median, worst: sorted.at(-1)! }
}
