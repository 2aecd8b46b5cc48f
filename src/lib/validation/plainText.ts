/**
 * Text a visitor types into a form: trimmed, length-capped, and free of control
 * characters (PostgreSQL refuses U+0000, and none belongs in a name or a phone
 * number). Line breaks and tabs stay allowed where `multiline`.
 */
import './zodConfig'
import { z } from 'zod'

const hasControlCharacters = (value: string, multiline: boolean) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0)
    if (multiline && (char === '\n' || char === '\r' || char === '\t')) return false
    return code < 0x20 || code === 0x7f
  })

export function plainText(max: number, { multiline = false } = {}) {
  return z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((value) => !hasControlCharacters(value, multiline), 'characters')
}

export const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, 'required'))
