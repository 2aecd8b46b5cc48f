import type { CSSProperties } from 'react'

/** A dashboard block's frame (my page, visitor numbers, response times): one look for all of them. */
export const cardStyle: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
  marginBottom: 24,
  display: 'grid',
  gap: 8,
  minWidth: 0,
}
