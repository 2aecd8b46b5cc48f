/** The company's translation settings (Site settings -> Translation), with their defaults. */
export const DEFAULT_MONTHLY_CHARACTERS_PER_AGENT = 100_000

export type TranslationSettings = {
  /** Translate visitors' messages written in another language than the agent's; off: no visitor text is sent. */
  visitorMessages: boolean
  /** Characters of suggestions an agent may ask for in a calendar month (UTC). */
  monthlyCharactersPerAgent: number
}

export function translationSettingsOf(
  stored: { visitorMessages?: boolean | null; monthlyCharactersPerAgent?: number | null } | null | undefined,
): TranslationSettings {
  return {
    visitorMessages: stored?.visitorMessages !== false,
    monthlyCharactersPerAgent: stored?.monthlyCharactersPerAgent ?? DEFAULT_MONTHLY_CHARACTERS_PER_AGENT,
  }
}
