/**
 * Debian's Varnish with xkey (varnish-modules) in front of app servers, as deployed: the VCL of
 * deploy/varnish/default.vcl, with a backends.vcl written here naming the servers (round robin).
 * And a relay for the app's purges to it, which a test can take down to play a purge outage.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startManagedProcess, waitForLogLine, type ManagedProcess } from './managedProcess'

export type Varnish = {
  url: string
  process: ManagedProcess
  /** varnishd's -n folder, for varnishstat. */ workDir: string
  stop(): Promise<void>
}

/** Varnish on 127.0.0.1:`port`, balancing between the app servers on `backendPorts`. */
export async function startVarnish(port: number, backendPorts: number[], logFile: string): Promise<Varnish> {
  // Its own folder, readable by all: Varnish compiles the VCL as an unprivileged user, who cannot read a
  // private temporary folder (it would then take deploy/'s backends.vcl, meant for docker-compose).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-varnish-'))
  fs.chmodSync(dir, 0o755)
  const names = backendPorts.map((_, i) => `app${i + 1}`)
  fs.writeFileSync(
    path.join(dir, 'backends.vcl'),
    [
      'import directors;',
      ...backendPorts.map(
        (backendPort, i) => `backend ${names[i]} { .host = "127.0.0.1"; .port = "${backendPort}"; .first_byte_timeout = 30s; }`,
      ),
      `sub vcl_init { new origin = directors.round_robin(); ${names.map((name) => `origin.add_backend(${name});`).join(' ')} }`,
      'sub vcl_recv { set req.backend_hint = origin.backend(); }',
      '',
    ].join('\n'),
  )
  const vclDir = path.resolve('deploy/varnish')
  const process = startManagedProcess(
    'varnish',
    'varnishd',
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.join(vclDir, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${vclDir}`,
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,128m',
    ],
    globalThis.process.env,
    logFile,
  )
  await waitForLogLine(process, /Child \(\d+\) Started|child starts/i, 60_000)
  return {
    url: `http://127.0.0.1:${port}`,
    process,
    workDir: path.join(dir, 'work'),
    async stop() {
      await process.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type PurgeRelay = {
  url: string
  setUp(up: boolean): void
  purges: { at: number; keys: string; status: number }[]
  close(): Promise<void>
}

/** Passes PURGE requests on to `varnishUrl` while up; answers 503 while down (a purge outage). */
export async function startPurgeRelay(varnishUrl: string): Promise<PurgeRelay> {
  let up = true
  const purges: PurgeRelay['purges'] = []
  const server = http.createServer((request, response) => {
    const keys = String(request.headers['xkey-purge'] ?? '')
    const answer = (status: number, text: string) => {
      purges.push({ at: Date.now(), keys, status })
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(text)
    }
    if (!up) return answer(503, 'purge relay is down')
    fetch(`${varnishUrl}${request.url ?? '/'}`, { method: request.method, headers: { 'xkey-purge': keys } })
      .then(async (relayed) => answer(relayed.status, await relayed.text()))
      .catch((error: Error) => answer(502, error.message))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUp: (value) => (up = value),
    purges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
