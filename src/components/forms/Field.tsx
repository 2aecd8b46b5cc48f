import type { ReactNode } from 'react'

/** A labelled form control with its error underneath. */
export function Field({ label, error, children }: { label: string; error: string | null; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {error && <span className="field-error">{error}</span>}
    </label>
  )
}
