/**
 * Rich text whose links may only point somewhere safe (src/lib/richText/safeLinks.ts);
 * the editor's own node checks still run after ours.
 */
import type { RichTextField, Validate } from 'payload'
import { richText } from 'payload/shared'

import { unsafeLinks } from '@/lib/richText/safeLinks'
import { messageFor } from '@/lib/validation/messages'

const validateLinks: Validate = (value, options) => {
  const unsafe = unsafeLinks(value)
  if (unsafe.length > 0) return `${messageFor('unsafeLink', options.req.i18n?.language)} (${unsafe.join(', ')})`
  return richText(value, options as Parameters<typeof richText>[1])
}

export function safeRichTextField(field: Omit<RichTextField, 'type' | 'validate'>): RichTextField {
  return { ...field, type: 'richText', validate: validateLinks }
}
