/**
 * A field's value as the strings a translation service is sent, and back. One string per line of
 * a textarea (line breaks stay ours), one per text run of rich text (Lexical nodes, links and breaks
 * stay as they are), one per row field of an array. Empty lines and runs without letters are not sent.
 */
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

export function segmentsOf(kind: FieldKind, value: unknown): Segments {
  if (kind === 'text' || kind === 'textarea') return lineSegments(typeof value === 'string' ? value : '')
  throw new Error(`segments of ${JSON.stringify(kind)} are not written yet`)
}

/** Nothing a reader would see: no letters at all. */
export function isEmptyValue(kind: FieldKind, value: unknown): boolean {
  return segmentsOf(kind, value).texts.length === 0
}

/** The value as plain text, for showing source and suggestion side by side. */
export function displayText(kind: FieldKind, value: unknown): string {
  if (kind === 'text' || kind === 'textarea') return typeof value === 'string' ? value : ''
  throw new Error(`display of ${JSON.stringify(kind)} is not written yet`)
}
