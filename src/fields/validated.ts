/**
 * Text fields checked by a rule from src/lib/validation, answering in the
 * editor's admin language.
 */
import type { FieldHook, TextField, Validate } from 'payload'

import { messageFor } from '@/lib/validation/messages'
import type { RuleKey } from '@/lib/validation/rules'

type SiblingCheck = (value: string, siblingData: Record<string, unknown>) => RuleKey | null

export function ruleValidator(check: SiblingCheck): Validate<string | null | undefined> {
  return (value, { req, required, siblingData }) => {
    if (value === null || value === undefined || value === '') {
      return required ? req.t('validation:required') : true
    }
    const failed = check(String(value), (siblingData ?? {}) as Record<string, unknown>)
    return failed ? messageFor(failed, req.i18n?.language) : true
  }
}

const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)
const lowercased: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

type Options = Partial<Omit<TextField, 'type' | 'validate' | 'name'>> & { lowercase?: boolean }

export function ruleTextField(
  name: string,
  check: (value: string, siblingData: Record<string, unknown>) => RuleKey | null,
  { lowercase, ...options }: Options = {},
): TextField {
  return {
    name,
    type: 'text',
    ...options,
    validate: ruleValidator(check),
    hooks: {
      ...options.hooks,
      beforeValidate: [lowercase ? lowercased : trimmed, ...(options.hooks?.beforeValidate ?? [])],
    },
  } as TextField
}
