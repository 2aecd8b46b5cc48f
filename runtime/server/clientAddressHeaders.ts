/**
 * Sets a request's forwarding headers from what the socket proves, before Next
 * sees the request. Next keeps a client-sent X-Forwarded-For (it only fills it
 * in when absent), and the app's rate limits read it (src/lib/network/clientIp.ts):
 * so X-Forwarded-For and X-Real-IP are overwritten with the one resolved address,
 * and the other X-Forwarded-* headers are dropped unless a trusted proxy sent them.
 */
import type http from 'node:http'

import { normalizeAddress, resolveClientAddress, type TrustedProxies } from '../../src/lib/network/clientAddress'

export type RequestListener = (request: http.IncomingMessage, response: http.ServerResponse) => void

const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']

export function setClientAddressHeaders(request: http.IncomingMessage, trusted: TrustedProxies): string {
  const peer = request.socket.remoteAddress
  const address = resolveClientAddress(peer, request.headers['x-forwarded-for'], trusted)
  request.headers['x-forwarded-for'] = address
  request.headers['x-real-ip'] = address
  if (!peerIsTrustedProxy(peer, trusted)) {
    for (const name of PROXY_ONLY_HEADERS) delete request.headers[name]
  }
  return address
}

/** Whether the socket's peer is one of our proxies, whose forwarding headers (and request id) count. */
export function peerIsTrustedProxy(peer: string | undefined, trusted: TrustedProxies): boolean {
  if (trusted.kind === 'hops') return trusted.count > 0
  if (trusted.kind === 'none') return false
  const address = normalizeAddress(peer)
  return address !== null && trusted.list.check(address, address.includes(':') ? 'ipv6' : 'ipv4')
}

/** `listener` with the headers set first. */
export function withClientAddress(listener: RequestListener, trusted: TrustedProxies): RequestListener {
  return (request, response) => {
    setClientAddressHeaders(request, trusted)
    listener(request, response)
  }
}
