/**
 * What a suggestion does to a field in one language: fill what is empty, refresh machine text whose
 * source changed, never touch a person's text unless asked; and which DeepL host a key is sent to.
 */
import { describe, expect, it } from 'vitest'

import { deeplSettings } from '@/integrations/translation/settings'
import { localeState, suggestionFor } from '@/lib/translation/fieldState'

const base = { from: 'ko', sourceFingerprint: 'src-1' }

describe('a field in the target language', () => {
  it('empty is filled whatever was recorded before', () => {
    const state = localeState({ ...base, targetEmpty: true, target: { state: 'person', changedAt: '2026-11-01T00:00:00Z' } })
    expect(state).toBe('empty')
    expect(suggestionFor(state, { replaceAsked: false, sourceUnchangedSinceSuggestion: false })).toBe('fill')
  })

  it("a person's text is kept, and said to be older once the source changed after it; replaced only when asked", () => {
    const target = { state: 'person' as const, changedAt: '2026-11-01T00:00:00Z' }
    const newer = localeState({ ...base, targetEmpty: false, target, source: { state: 'person', changedAt: '2026-11-02T00:00:00Z' } })
    const older = localeState({ ...base, targetEmpty: false, target, source: { state: 'person', changedAt: '2026-10-30T00:00:00Z' } })
    expect([newer, older]).toEqual(['personOlder', 'person'])
    expect(suggestionFor(newer, { replaceAsked: false, sourceUnchangedSinceSuggestion: false })).toBe('keep')
    expect(suggestionFor(older, { replaceAsked: true, sourceUnchangedSinceSuggestion: false })).toBe('fill')
  })

  it('text from before tracking (no record) is a person’s', () => {
    expect(localeState({ ...base, targetEmpty: false })).toBe('person')
  })

  it('approved machine text is current while its source is the same, refreshed once the source changed', () => {
    const same = localeState({ ...base, targetEmpty: false, target: { state: 'approved', from: 'ko', sourceHash: 'src-1' } })
    const changed = localeState({ ...base, targetEmpty: false, target: { state: 'approved', from: 'ko', sourceHash: 'src-0' } })
    const otherSource = localeState({ ...base, targetEmpty: false, target: { state: 'approved', from: 'en', sourceHash: 'src-1' } })
    expect([same, changed, otherSource]).toEqual(['current', 'approved', 'approved'])
    expect(suggestionFor(same, { replaceAsked: false, sourceUnchangedSinceSuggestion: true })).toBe('skip')
    expect(suggestionFor(changed, { replaceAsked: false, sourceUnchangedSinceSuggestion: false })).toBe('fill')
  })

  it('a waiting suggestion is asked again only when its source changed', () => {
    const state = localeState({ ...base, targetEmpty: false, target: { state: 'suggested', from: 'ko', sourceHash: 'src-1' } })
    expect(state).toBe('suggested')
    expect(suggestionFor(state, { replaceAsked: false, sourceUnchangedSinceSuggestion: true })).toBe('skip')
    expect(suggestionFor(state, { replaceAsked: false, sourceUnchangedSinceSuggestion: false })).toBe('fill')
  })
})

describe('the DeepL host', () => {
  it('a Free key goes to api-free, any other to api, DEEPL_API_URL wins; no key, no service', () => {
    expect(deeplSettings({ DEEPL_API_KEY: 'abc:fx' })?.baseUrl).toBe('https://api-free.deepl.com')
    expect(deeplSettings({ DEEPL_API_KEY: 'abc' })?.baseUrl).toBe('https://api.deepl.com')
    expect(deeplSettings({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'http://127.0.0.1:9/' })?.baseUrl).toBe('http://127.0.0.1:9')
    expect(deeplSettings({ DEEPL_API_KEY: '  ' })).toBeNull()
  })
})
