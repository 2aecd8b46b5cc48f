/**
 * The agent dashboard's translation line (src/components/admin/RealtorDashboard.tsx): the month's
 * characters used and the limit while translation suggestions are on, else nothing. Handed to the
 * dashboard by the config, since components do not reach into collections or integrations.
 */
import type { Payload } from 'payload'

import { translationBudgetOf } from '@/collections/FieldTranslations/budget'
import { translationEnabled } from '@/integrations/translation/client'

export async function agentTranslationBudget(payload: Payload, realtorId: number) {
  return translationEnabled() ? translationBudgetOf(payload, realtorId) : null
}
