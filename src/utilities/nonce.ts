import { headers } from 'next/headers'

/** The CSP nonce the proxy chose for this request, for our own inline scripts. */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(policy)?.[1]
}
