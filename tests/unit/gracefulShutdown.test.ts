/**
 * The drain of runtime/server/gracefulShutdown.ts on a real HTTP server and real
 * sockets (the production server around Next is tested in tests/deploy/): stop
 * accepting, finish what was taken, `Connection: close`, resolve when empty,
 * cut at the deadline.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createDrainer } from '../../runtime/server/gracefulShutdown'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')]
})

/** A server whose POST answers once the whole body arrived, echoing its length. */
async function start() {
  const server = http.createServer()
  const drainer = createDrainer(server)
  server.on(
    'request',
    drainer.track((request, response) => {
      let length = 0
      request.on('data', (chunk: Buffer) => (length += chunk.length))
      request.on('end', () => response.end(String(length)))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { server, drainer, port: (server.address() as AddressInfo).port }
}

function send(port: number, agent: http.Agent, body: string | null, hold = false) {
  const request = http.request({ host: '127.0.0.1', port, agent, method: body === null ? 'GET' : 'POST', path: '/' })
  const answer = new Promise<{ status: number; body: string; connection?: string; reused: boolean }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: text, connection: response.headers.connection, reused: request.reusedSocket }),
      )
    })
    request.once('error', reject)
  })
  if (body !== null) request.write(body)
  if (!hold) request.end()
  return { request, answer }
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

describe('graceful shutdown of the web server', () => {
  it('stops accepting, answers what it took with Connection: close, and then resolves', async () => {
    const { server, drainer, port } = await start()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    // Two keep-alive connections: one with a request still arriving, one idle.
    const first = send(port, agent, null)
    const second = send(port, agent, null)
    await Promise.all([first.answer, second.answer])
    const slow = send(port, agent, 'part one,', true)
    expect(drainer.inFlight()).toBeLessThanOrEqual(1)

    let drained: boolean | undefined
    const draining = drainer.drain(10_000).then((clean) => (drained = clean))
    expect(await refused(port)).toBe(true)
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')]).toBe(true)

    // The request under way ends after the listener closed: answered in full.
    slow.request.end(' part two')
    expect(await slow.answer).toMatchObject({ status: 200, body: '18', connection: 'close', reused: true })
    // The idle connection may still carry one request; its answer closes it.
    expect(await send(port, agent, null).answer).toMatchObject({ status: 200, connection: 'close', reused: true })

    await draining
    expect(drained).toBe(true)
    expect(server.listening).toBe(false)
    agent.destroy()
  })

  it('cuts what is still running at the deadline and says so', async () => {
    const { drainer, port } = await start()
    const agent = new http.Agent({ keepAlive: true })
    const stuck = send(port, agent, 'never ends', true)
    await new Promise((resolve) => stuck.request.once('socket', (socket: net.Socket) => socket.once('connect', resolve)))
    // Wait until the server has the request: it counts as in flight.
    for (const deadline = Date.now() + 5000; drainer.inFlight() === 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 10))
    expect(drainer.inFlight()).toBe(1)
    expect(await drainer.drain(200)).toBe(false)
    await expect(stuck.answer).rejects.toThrow()
    agent.destroy()
  })
})
