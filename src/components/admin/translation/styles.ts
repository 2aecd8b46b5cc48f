/**
 * The panel's look, in Payload's theme colours so it follows light and dark mode. Everything may
 * shrink (minWidth 0) and long words wrap, because the panel lives in a narrow sidebar and, on a
 * phone, below the fields at 390 px: nothing in it may push the page sideways.
 */
import type { CSSProperties } from 'react'

export const panel: CSSProperties = {
  display: 'grid',
  gap: 16,
  minWidth: 0,
  maxWidth: '100%',
  margin: '0 0 24px',
  padding: 16,
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  overflowWrap: 'anywhere',
}

export const heading: CSSProperties = { margin: 0, fontSize: 18, lineHeight: 1.3 }
export const subheading: CSSProperties = { margin: 0, fontSize: 16, lineHeight: 1.3 }
export const small: CSSProperties = { margin: 0, fontSize: 14, color: 'var(--theme-elevation-650)' }
export const block: CSSProperties = { display: 'grid', gap: 8, minWidth: 0, margin: 0, padding: 0, border: 0 }
export const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, minWidth: 0 }

export const notice: CSSProperties = {
  margin: 0,
  padding: '8px 12px',
  borderRadius: 4,
  borderLeft: '4px solid var(--theme-warning-500, #d98e00)',
  background: 'var(--theme-warning-100, #fff4d6)',
  color: 'var(--theme-text)',
}
export const success: CSSProperties = {
  ...notice,
  borderLeftColor: 'var(--theme-success-500, #2e7d32)',
  background: 'var(--theme-success-100, #e6f4ea)',
}
export const failure: CSSProperties = {
  ...notice,
  borderLeftColor: 'var(--theme-error-500, #b00020)',
  background: 'var(--theme-error-100, #fdecee)',
}

/** A checkbox and its words on one line that wraps; tall enough to tap. */
export const choice: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, minWidth: 0, cursor: 'pointer' }
export const checkbox: CSSProperties = { width: 20, height: 20, flex: '0 0 auto', margin: 0 }

export const button: CSSProperties = { margin: 0, minHeight: 44, maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' }

export const badge: CSSProperties = {
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 13,
  background: 'var(--theme-elevation-100)',
  color: 'var(--theme-elevation-800)',
}

/** Source and suggestion side by side where there is room (about 2 × 16rem), else one above the other. */
export const pair: CSSProperties = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  minWidth: 0,
}
export const text: CSSProperties = {
  margin: 0,
  fontSize: 15,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
}
export const clamped: CSSProperties = {
  ...text,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 6,
  overflow: 'hidden',
}
