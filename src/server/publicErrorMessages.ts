/**
 * A refusal a hook throws as a public APIError (`new APIError(message, 4xx, undefined, true)`)
 * reaches the editor with its own words.
 *
 * Payload's formatter recognises its APIError by `instanceof`, else by the error's name; in the
 * production build the collection hooks hold another copy of the class and the name is minified
 * away, so the answer became "An unknown error occurred." and the admin's toast said only that (the
 * refusal to publish while machine suggestions wait, for one). The error is recognised by its shape:
 * marked public, with a client-error status and a message.
 */
import type { AfterErrorHook } from 'payload'

const UNKNOWN = 'An unknown error occurred.'

type PublicError = { isPublic: true; status: number; message: string }

function publicError(error: unknown): PublicError | null {
  const candidate = error as Partial<PublicError> | null
  if (candidate?.isPublic !== true || typeof candidate.message !== 'string' || !candidate.message) return null
  const status = candidate.status
  return typeof status === 'number' && status >= 400 && status < 500 ? (candidate as PublicError) : null
}

export const publicErrorsKeepTheirMessage: AfterErrorHook = ({ error, result }) => {
  const refusal = publicError(error)
  const said = (result as { errors?: { message?: unknown }[] } | undefined)?.errors?.[0]?.message
  if (!refusal || (said !== undefined && said !== UNKNOWN)) return undefined
  return { status: refusal.status, response: { errors: [{ message: refusal.message }] } }
}
