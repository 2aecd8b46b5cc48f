/** The company's lead-response settings (the site settings' "Answering contacts"), with their defaults. */
export const DEFAULT_ESCALATE_AFTER_MINUTES = 5
export const DEFAULT_REASSIGN_AFTER_MINUTES = 60

export type EscalationSettings = { escalateAfterMinutes: number; reassignAfterMinutes: number }

export function escalationSettingsOf(
  stored: { escalateAfterMinutes?: number | null; reassignAfterMinutes?: number | null } | null | undefined,
): EscalationSettings {
  const whole = (value: number | null | undefined, min: number, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min ? Math.round(value) : fallback
  return {
    escalateAfterMinutes: whole(stored?.escalateAfterMinutes, 1, DEFAULT_ESCALATE_AFTER_MINUTES),
    reassignAfterMinutes: whole(stored?.reassignAfterMinutes, 0, DEFAULT_REASSIGN_AFTER_MINUTES),
  }
}
