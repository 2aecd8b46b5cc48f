/**
 * The admin layout is Payload's template, which an upgrade may hand out again: it must keep passing
 * our server functions, or the form state would lock documents the user may not edit again
 * (tests/int/documentLocks.test.ts covers what they do).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')

describe('the admin layout', () => {
  it('hands Payload our server functions, and form-state is one of them, wrapped by the lock rules', () => {
    const layout = read('src/app/(payload)/layout.tsx')
    expect(layout).toMatch(/import \{ adminServerFunctions \} from '@\/server\/adminServerFunctions'/)
    expect(layout).toMatch(/handleServerFunctions\(\{[^}]*serverFunctions: adminServerFunctions,/s)
    const functions = read('src/server/adminServerFunctions.ts')
    expect(functions).toMatch(/'form-state': lockOnlyWhereEditable\(buildFormStateHandler\)/)
  })
})
