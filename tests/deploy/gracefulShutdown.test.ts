/**
 * SIGTERM ends the web server and the jobs worker without losing work:
 * the server stops accepting, answers every request it has taken (one still
 * arriving when the signal comes, one on a keep-alive connection that was idle,
 * a load of page views), tells clients to close with `Connection: close`, exits 0;
 * the worker finishes the job it is running, or past its deadline hands the job
 * back so the next runner delivers it at once.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { validLead } from '../harness/formBodies'
import type { ManagedProcess } from '../harness/processes/managedProcess'
import { waitForLogLine } from '../harness/processes/managedProcess'
import { eventually, query, startWebServer, startWorker, type RunningServer } from '../harness/processes/deployProcesses'

const started: ManagedProcess[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((process) => process.kill('SIGKILL')))
})

type Answer = { status: number; connection: string | undefined; body: string; reusedSocket: boolean }

function answer(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body, reusedSocket: request.reusedSocket }),
      )
    })
    request.once('error', reject)
  })
}

const connectRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

/** Page views by `loops` clients with keep-alive (fetch) until the server refuses them. */
function pageLoad(server: RunningServer, loops: number) {
  const outcomes = { ok: 0, refused: 0, failed: [] as string[] }
  const run = async () => {
    for (;;) {
      try {
        const response = await fetch(`${server.origin}/kim`)
        await response.arrayBuffer()
        if (response.status === 200) outcomes.ok++
        else outcomes.failed.push(`status ${response.status}`)
      } catch (error) {
        const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code
        // Not accepted: a load balancer sends it to another instance.
        if (code === 'ECONNREFUSED') {
          outcomes.refused++
          return
        }
        outcomes.failed.push(`${(error as Error).message} (${code ?? 'no code'})`)
        return
      }
    }
  }
  return { outcomes, done: Promise.all(Array.from({ length: loops }, run)) }
}

describe('SIGTERM to the web server', () => {
  it('answers the requests it has taken, under load, closes keep-alive connections and exits 0', async () => {
    const server = await startWebServer()
    started.push(server.process)
    const options = { host: '127.0.0.1', port: server.port }

    // Page views under way (the first renders warm the server up).
    const load = pageLoad(server, 4)
    await eventually('page views under way', () => load.outcomes.ok >= 8, 60_000)
    // A lead whose body is still arriving when the signal comes, on a connection already in use.
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await answer(http.get({ ...options, path: '/api/build', agent: busy }))).status).toBe(200)
    const lead = JSON.stringify({ ...validLead(), name: 'Shutdown Lead' })
    const posting = http.request({
      ...options,
      agent: busy,
      method: 'POST',
      path: '/api/send-to-slack',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(lead) },
    })
    const posted = answer(posting)
    posting.write(lead.slice(0, 20))
    // A keep-alive connection left idle (well within the server's 5 s keep-alive timeout).
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await answer(http.get({ ...options, path: '/api/build', agent: idle }))).status).toBe(200)

    const signalledAt = Date.now()
    process.kill(server.process.pid, 'SIGTERM')
    await eventually('new connections refused', () => connectRefused(server.port))
    expect(server.process.alive()).toBe(true)

    // The lead's body ends after the server stopped listening: it is still taken and stored.
    posting.end(lead.slice(20))
    const leadAnswer = await posted
    expect(leadAnswer.status).toBe(201)
    expect(leadAnswer.connection).toBe('close')
    const { id } = JSON.parse(leadAnswer.body) as { id: number }
    expect(await query('SELECT id FROM leads WHERE id = $1 AND name = $2', [id, 'Shutdown Lead'])).toHaveLength(1)

    // The idle connection still carries one more request, answered with `Connection: close`.
    const late = await answer(http.get({ ...options, path: '/api/build', agent: idle }))
    expect(late).toMatchObject({ status: 200, connection: 'close', reusedSocket: true })

    await load.done
    expect(load.outcomes.failed).toEqual([])
    expect(load.outcomes.refused).toBe(4)

    expect(await server.process.exited).toBe(0)
    // Well inside the 25 s bound: nothing was left running.
    expect(Date.now() - signalledAt).toBeLessThan(20_000)
    busy.destroy()
    idle.destroy()
  })
})

/** A Slack stand-in that holds each delivery until the test lets it through. */
async function heldSlack() {
  const held: http.ServerResponse[] = []
  let open = false
  const server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (open) response.end('ok')
      else held.push(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    held: () => held.length,
    release() {
      open = true
      for (const response of held.splice(0)) response.end('ok')
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function postLead(server: RunningServer, name: string): Promise<number> {
  const response = await fetch(`${server.origin}/api/send-to-slack`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validLead(), name }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const forwarding = async (leadId: number) =>
  (await query<{ status: string | null }>('SELECT forwarding_status AS status FROM leads WHERE id = $1', [leadId]))[0]?.status

const forwardJob = async (leadId: number) =>
  (
    await query<{ processing: boolean; completed: boolean }>(
      `SELECT processing, completed_at IS NOT NULL AS completed FROM payload_jobs
       WHERE task_slug = 'forwardLead' AND (input->>'leadId')::int = $1`,
      [leadId],
    )
  )[0]

describe('SIGTERM to the jobs worker', () => {
  it('lets the running job finish, then exits 0', async () => {
    const slack = await heldSlack()
    try {
      const server = await startWebServer({ SLACK_WEBHOOK_URL: slack.url })
      started.push(server.process)
      const worker = startWorker({ SLACK_WEBHOOK_URL: slack.url })
      started.push(worker)
      await waitForLogLine(worker, /\[jobs\] worker running/)
      const leadId = await postLead(server, 'Worker Finishes')
      await eventually('the delivery reaches Slack', () => slack.held() === 1)

      process.kill(worker.pid, 'SIGTERM')
      await waitForLogLine(worker, /SIGTERM: finishing the running jobs/)
      expect(worker.alive()).toBe(true)
      slack.release()

      expect(await worker.exited).toBe(0)
      expect(await forwarding(leadId)).toBe('delivered')
      // Payload deletes a job once it completed.
      expect(await forwardJob(leadId)).toBeUndefined()
    } finally {
      await slack.close()
    }
  })

  it('past its deadline hands the job back, and the next worker delivers it at once', async () => {
    const slack = await heldSlack()
    try {
      const server = await startWebServer({ SLACK_WEBHOOK_URL: slack.url })
      started.push(server.process)
      const worker = startWorker({ SLACK_WEBHOOK_URL: slack.url, JOBS_SHUTDOWN_TIMEOUT_MS: '500' })
      started.push(worker)
      await waitForLogLine(worker, /\[jobs\] worker running/)
      const leadId = await postLead(server, 'Worker Hands Back')
      await eventually('the delivery reaches Slack', () => slack.held() === 1)

      process.kill(worker.pid, 'SIGTERM')
      // Slack still holds the delivery (the task would wait 5 s for it): the worker gives the job back.
      expect(await worker.exited).toBe(1)
      expect(await forwardJob(leadId)).toEqual({ processing: false, completed: false })

      // Not after the 2-minute stale-job threshold: the next worker's first round.
      slack.release()
      const next = startWorker({ SLACK_WEBHOOK_URL: slack.url })
      started.push(next)
      await eventually('the next worker delivers the lead', async () => (await forwarding(leadId)) === 'delivered', 20_000)
    } finally {
      await slack.close()
    }
  })
})
