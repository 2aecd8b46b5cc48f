/** What the unsubscribe page shows for the link it was opened with. */
import { maskedAddress, unsubscribeSubject } from '@/lib/email/unsubscribeLinks'

import { getPayload } from '../payload'

export type UnsubscribeState = { kind: 'ask'; token: string; address: string } | { kind: 'done' } | { kind: 'invalid' }

export async function unsubscribeState(search: { token?: string; done?: string; invalid?: string }): Promise<UnsubscribeState> {
  if (search.done) return { kind: 'done' }
  const token = search.token ?? ''
  const address = token && !search.invalid ? unsubscribeSubject((await getPayload()).secret, token) : null
  return address ? { kind: 'ask', token, address: maskedAddress(address) } : { kind: 'invalid' }
}
