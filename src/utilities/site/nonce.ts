import { headers } from 'next/headers'

/** The CSP nonce the proxy chose for this request, for our own inline scripts. */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(policy)?.[1]
}

/**
 * Public pages: the nonce only in development (where every page has one and nothing is cached). A
 * production build never reads the request here, so the page can be cached; its inline scripts are
 * allowed by hash instead (src/lib/inlineScripts.ts).
 */
export async function developmentNonce(): Promise<string | undefined> {
  return process.env.NODE_ENV === 'development' ? requestNonce() : undefined
}
