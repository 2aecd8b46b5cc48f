/**
 * Text a visitor types into a form: trimmed, length-capped, and free of control
 * characters. Refused everywhere: C0 controls (U+0000-U+001F; PostgreSQL refuses
 * U+0000), DEL and the C1 controls (U+007F-U+009F: U+0085 is a line break to
 * some programs, U+009B starts a terminal escape sequence). Refused on one line
 * (names, phone, e-mail, area): line breaks and tabs, and the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which
 * reorder how the text around them is shown, so a name could read as another in
 * the admin, an e-mail or Slack. A multi-line message keeps line breaks, tabs
 * and isolates (right-to-left text may carry them).
 */
import './zodConfig'
import { z } from 'zod'

/** C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F). */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f)
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
const isLineBreakOrTab = (code: number) => code === 0x0a || code === 0x0d || code === 0x09

export function hasControlCharacters(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (multiline ? isControl(code) && !isLineBreakOrTab(code) : isControl(code) || isBidiControl(code)) return true
  }
  return false
}

export function plainText(max: number, { multiline = false } = {}) {
  return z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((value) => !hasControlCharacters(value, multiline), 'characters')
}

export const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, 'required'))
