/** E-mail addresses as the suppression list and the signed links compare them. */
import { createHash } from 'node:crypto'

/** One spelling per address: trimmed and lower-cased (mail providers treat the local part so in practice). */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase()
}

/**
 * The suppression list keeps this, not the address: enough to recognise the address when it comes
 * back, nothing to read it from (a person who asked to be forgotten leaves no address behind).
 */
export function emailHash(address: string): string {
  return createHash('sha256').update(normalizeEmail(address)).digest('hex')
}
