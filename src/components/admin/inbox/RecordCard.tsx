/**
 * The frame of a record read as a card in the admin (a contact, a buyer lead): a titled box of
 * term / detail rows, text to read rather than greyed-out inputs, readable on a phone.
 */
import type { CSSProperties, ReactNode } from 'react'

import { tapTarget } from './contactReach'

export const term: CSSProperties = { margin: 0, fontSize: 14, color: 'var(--theme-elevation-800)' }
export const detail: CSSProperties = {
  margin: '0 0 12px',
  fontSize: 16,
  lineHeight: 1.5,
  color: 'var(--theme-text)',
  minWidth: 0,
  overflowWrap: 'anywhere',
}

/** One term and its detail. */
export function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt style={term}>{name}</dt>
      <dd style={detail}>{children}</dd>
    </>
  )
}

/** A row whose detail is a tap-to-call or tap-to-mail link; nothing when there is none. */
export function TapRow({ name, link }: { name: string; link: { text: string; href: string } | null }) {
  if (!link) return null
  return (
    <Row name={name}>
      <a href={link.href} style={tapTarget}>
        {link.text}
      </a>
    </Row>
  )
}

export function RecordCard({ testId, title, children }: { testId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-name`}
      style={{
        marginBottom: 32,
        padding: 16,
        borderRadius: 8,
        border: '1px solid var(--theme-elevation-150)',
        background: 'var(--theme-elevation-0)',
        color: 'var(--theme-text)',
        maxWidth: '40rem',
        minWidth: 0,
      }}
    >
      <h2
        id={`${testId}-name`}
        style={{ margin: '0 0 12px', fontSize: 22, lineHeight: 1.3, color: 'var(--theme-text)', overflowWrap: 'anywhere' }}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}
