import { headers } from 'next/headers'

import { ORIGINAL_PATH_HEADER } from '@/lib/requestRouting'

/** The path and query the visitor asked for, before the proxy's rewrite. */
export async function originalPath(): Promise<string> {
  return (await headers()).get(ORIGINAL_PATH_HEADER) ?? '/'
}
