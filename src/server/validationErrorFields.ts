/**
 * A ValidationError's per-field reasons reach the admin, which shows each one beside its field.
 *
 * Payload's own formatter keeps `data` (the field paths and messages) only when the error is an
 * `instanceof` its ValidationError class; in the production build the collection hooks and the
 * REST route hold separate copies of that class, so the check fails and the answer carries the
 * message alone. Neither can the error's name tell (minified, it is the mangled class name), so
 * the error is recognised by its shape: a 400 whose data lists field paths and messages.
 */
import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

function fieldErrors(error: unknown): FieldError[] | null {
  const candidate = error as { status?: unknown; data?: { errors?: unknown } } | null
  if (candidate?.status !== 400) return null
  const errors = candidate.data?.errors
  if (!Array.isArray(errors) || errors.length === 0) return null
  return errors.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string') ? (errors as FieldError[]) : null
}

export const validationErrorsKeepTheirFields: AfterErrorHook = ({ error, result }) => {
  const errors = fieldErrors(error)
  // Payload answered with the fields already (same class copy), or this is not a field error.
  if (!errors || (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data) return undefined
  const { data, message } = error as unknown as { data: Record<string, unknown>; message: string }
  return { status: 400, response: { errors: [{ name: 'ValidationError', data: { ...data, errors }, message }] } }
}
