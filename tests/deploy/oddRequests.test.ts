/**
 * Odd requests against the production server (runtime/server/main.ts around Next), sent
 * byte for byte over a socket as a probe would: a method we do not serve (TRACE, TRACK,
 * PROPFIND, CONNECT) is answered 405 with Allow and leaves no stack trace in the log; a
 * Host header that is no host name (`evil.example/../park`) is answered 400 in plain text
 * instead of steering the page rewrite to another agent's page.
 */
import fs from 'node:fs'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startWebServer, type RunningServer } from '../harness/processes/deployProcesses'

let web: RunningServer

beforeAll(async () => {
  web = await startWebServer()
})
afterAll(async () => {
  await web?.process.kill('SIGTERM')
})

type RawAnswer = { status: number; headers: Record<string, string>; body: string }

/** One request written as is (any method, any Host), with `Connection: close`; the whole answer read back. */
function raw(requestLine: string, headers: Record<string, string>): Promise<RawAnswer> {
  const head = [requestLine, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), 'Connection: close', '', ''].join(
    '\r\n',
  )
  return new Promise((resolve, reject) => {
    const socket = net.connect(web.port, '127.0.0.1', () => socket.write(head))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [top, ...rest] = text.split('\r\n\r\n')
      const [statusLine, ...headerLines] = top.split('\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0)
      const parsed = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status, headers: parsed, body: rest.join('\r\n\r\n') })
    })
  })
}

const host = () => `127.0.0.1:${web.port}`

describe('methods the server does not serve', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', '/api/users/me'],
    ['TRACE', '/admin'],
    ['TRACK', '/'],
    ['PROPFIND', '/en'],
    ['CONNECT', 'example.com:443'],
  ])('%s %s: 405 with Allow, answered by our server', async (method, target) => {
    const answer = await raw(`${method} ${target} HTTP/1.1`, { Host: host() })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(answer.headers['content-type']).toMatch(/^text\/plain/)
    expect(answer.body).toMatch(/not allowed/i)
  })

  it('leave no error and no stack trace in the log', async () => {
    const before = fs.readFileSync(web.process.logFile, 'utf8').length
    for (const method of ['TRACE', 'PROPFIND', 'TRACK']) expect((await raw(`${method} / HTTP/1.1`, { Host: host() })).status).toBe(405)
    // A request after them: by the time it is answered, anything they logged is in the file.
    expect((await raw('GET /api/health HTTP/1.1', { Host: host() })).status).toBe(200)
    const logged = fs.readFileSync(web.process.logFile, 'utf8').slice(before)
    expect(logged).not.toMatch(/\n\s+at |"level":"?(error|50)|Error:/)
  })

  it('still serve GET, HEAD and OPTIONS as before', async () => {
    expect((await raw('GET /api/health HTTP/1.1', { Host: host() })).status).toBe(200)
    expect((await raw('HEAD /api/health HTTP/1.1', { Host: host() })).status).toBe(200)
    expect((await raw('OPTIONS /api/users HTTP/1.1', { Host: host() })).status).toBeLessThan(500)
  })
})

describe('the Host header', () => {
  it.each([
    'evil.example/../park',
    'kim.localhost/..',
    'evil.example%2F..%2Fpark',
    'a..b',
    'exa mple.com',
    'user@kim.localhost',
    'kim.localhost:99999',
    'kim.localhost:',
    '[::1',
    '[fe80::1%25eth0]',
    '127.0.0.1:80:80',
  ])('%s: 400 in plain text, no page rendered', async (value) => {
    const answer = await raw('GET /en HTTP/1.1', { Host: value })
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^text\/plain/)
    expect(answer.body).toMatch(/Host header/)
    expect(answer.body).not.toMatch(/<html/i)
  })

  it('that steered the rewrite (evil.example/../park) no longer serves any page, for the API neither', async () => {
    const page = await raw('GET /en HTTP/1.1', { Host: 'evil.example/../park' })
    expect(page.status).toBe(400)
    const api = await raw('GET /api/realtors?limit=1 HTTP/1.1', { Host: 'evil.example/../park' })
    expect(api.status).toBe(400)
  })

  it.each(['kim.localhost', `kim.localhost:${80}`, 'KIM.LOCALHOST', '127.0.0.1', '[::1]', '[::1]:3000', 'localhost.'])(
    '%s is served as before (not 400)',
    async (value) => {
      const answer = await raw('GET /en HTTP/1.1', { Host: value })
      expect(answer.status).not.toBe(400)
      expect(answer.status).toBeLessThan(500)
    },
  )
})
