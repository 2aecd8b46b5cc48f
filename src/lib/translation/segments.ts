/**
 * A field's value as the strings a translation service is sent, and back. One string per line of
 * a textarea (line breaks stay ours), one per text run of rich text (Lexical nodes, links and breaks
 * stay as they are), one per row field of an array. Empty lines and runs without letters are not sent.
 */
import { richTextDisplay, richTextSegments } from './richTextSegments'

export type FieldKind = 'text' | 'textarea' | 'richText' | { rows: Record<string, 'text' | 'textarea'> }

export type Segments = {
  /** What to send, in order. */
  texts: string[]
  /** The value with `translated[i]` in place of `texts[i]`. */
  rebuild(translated: string[]): unknown
}

const hasLetters = (text: string) => /\p{L}/u.test(text)

function lineSegments(value: string): Segments {
  const lines = value.split('\n')
  const sent = lines.map((line, i) => (hasLetters(line) ? i : -1)).filter((i) => i >= 0)
  return {
    texts: sent.map((i) => lines[i]),
    rebuild: (translated) => {
      const out = [...lines]
      sent.forEach((lineIndex, k) => (out[lineIndex] = translated[k]))
      return out.join('\n')
    },
  }
}

type Row = Record<string, unknown>
const isRow = (row: unknown): row is Row => Boolean(row) && typeof row === 'object' && !Array.isArray(row)

/** Every listed field of every row, in order; a row's id and other keys come back as they were. */
function rowSegments(fields: Record<string, 'text' | 'textarea'>, value: unknown): Segments {
  if (!Array.isArray(value)) return { texts: [], rebuild: () => value }
  const names = Object.keys(fields)
  const parts = value.map((row) => names.map((name) => (isRow(row) && typeof row[name] === 'string' ? lineSegments(row[name]) : null)))
  return {
    texts: parts.flat().flatMap((part) => part?.texts ?? []),
    rebuild: (translated) => {
      let next = 0
      return value.map((row, r) => {
        if (!isRow(row)) return row
        const out: Row = structuredClone(row)
        names.forEach((name, f) => {
          const part = parts[r][f]
          // A field without letters (or null) keeps its value, so nothing turns null into ''.
          if (!part || part.texts.length === 0) return
          out[name] = part.rebuild(translated.slice(next, next + part.texts.length))
          next += part.texts.length
        })
        return out
      })
    },
  }
}

export function segmentsOf(kind: FieldKind, value: unknown): Segments {
  if (kind === 'text' || kind === 'textarea') return lineSegments(typeof value === 'string' ? value : '')
  if (kind === 'richText') return richTextSegments(value, hasLetters)
  return rowSegments(kind.rows, value)
}

/** Nothing a reader would see: no letters at all. */
export function isEmptyValue(kind: FieldKind, value: unknown): boolean {
  return segmentsOf(kind, value).texts.length === 0
}

/** The value as plain text, for showing source and suggestion side by side. */
export function displayText(kind: FieldKind, value: unknown): string {
  if (kind === 'text' || kind === 'textarea') return typeof value === 'string' ? value : ''
  if (kind === 'richText') return richTextDisplay(value)
  if (!Array.isArray(value)) return ''
  const names = Object.keys(kind.rows)
  // A blank line between rows, so one section's end is not read as the next one's start.
  return value
    .filter(isRow)
    .map((row) => names.flatMap((name) => (typeof row[name] === 'string' && row[name] ? [row[name]] : [])).join('\n'))
    .filter(Boolean)
    .join('\n\n')
}
