/**
 * What a field holds in one language compared with the language being translated from, and so
 * what a suggestion does there: fill it, refresh a machine text whose source changed, or keep a
 * person's text (replaced only when that person asks for this field and language).
 */
export type RecordedState = 'suggested' | 'approved' | 'person'

export type FieldRecord = {
  state: RecordedState
  changedAt?: string | null
  from?: string | null
  sourceHash?: string | null
}

/**
 * empty: nothing there. suggested: a machine suggestion nobody approved yet. approved: an approved
 * machine text whose source changed since. current: machine text made from the source as it is.
 * person: a person's text. personOlder: a person's text written before the source last changed.
 */
export type LocaleState = 'empty' | 'suggested' | 'approved' | 'current' | 'person' | 'personOlder'

export function localeState(input: {
  targetEmpty: boolean
  target?: FieldRecord | null
  source?: FieldRecord | null
  from: string
  sourceFingerprint: string
}): LocaleState {
  const { targetEmpty, target, source, from, sourceFingerprint } = input
  if (targetEmpty) return 'empty'
  if (target && target.state !== 'person') {
    const sameSource = target.from === from && target.sourceHash === sourceFingerprint
    if (target.state === 'suggested') return 'suggested'
    return sameSource ? 'current' : 'approved'
  }
  // A person's text, or text written before translations were tracked (a person's too).
  const targetAt = target?.changedAt ? Date.parse(target.changedAt) : null
  const sourceAt = source?.changedAt ? Date.parse(source.changedAt) : null
  return targetAt !== null && sourceAt !== null && sourceAt > targetAt ? 'personOlder' : 'person'
}

/** Whether a suggestion is made for a field in one language. */
export function suggestionFor(
  state: LocaleState,
  input: { replaceAsked: boolean; sourceUnchangedSinceSuggestion: boolean },
): 'fill' | 'keep' | 'skip' {
  if (state === 'person' || state === 'personOlder') return input.replaceAsked ? 'fill' : 'keep'
  if (state === 'current') return 'skip'
  // A pending suggestion made from the same source would come back the same: not asked again.
  if (state === 'suggested' && input.sourceUnchangedSinceSuggestion) return 'skip'
  return 'fill'
}
