/** The two inputs of every escalation moment: the company's settings and the agent's working hours. */
import type { Payload } from 'payload'

import { escalationSettingsOf, type EscalationSettings } from '@/lib/leadResponse/escalationSettings'
import { workingHoursOf, type WorkingHours } from '@/lib/leadResponse/workingHours'
import type { Realtor } from '@/payload-types'

export async function escalationSettings(payload: Payload): Promise<EscalationSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return escalationSettingsOf(settings.leadResponse)
}

type HoursSource = Pick<Realtor, 'workingHours' | 'activityRegion'> | null | undefined

export function hoursOf(realtor: HoursSource): WorkingHours {
  return workingHoursOf(realtor?.workingHours, realtor?.activityRegion)
}

/**
 * The agent's hours as last saved, draft or published: hours are how the agent works, not page
 * content, so they count from the moment the agent saves them.
 */
export async function realtorHours(payload: Payload, realtorId: number): Promise<WorkingHours> {
  const realtor = await payload.findByID({
    collection: 'realtors',
    id: realtorId,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
    select: { workingHours: true, activityRegion: true },
  })
  return hoursOf(realtor as HoursSource)
}
