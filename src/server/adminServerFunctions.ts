/**
 * The admin's server functions that need our rules on top of Payload's, installed by
 * src/app/(payload)/layout.tsx (they replace Payload's of the same name).
 */
import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { ServerFunction } from 'payload'

import { lockOnlyWhereEditable } from './formStateLocks'
import { refuseWhatTheJobWouldRefuse, type ScheduleArgs } from './scheduleGuard'

// Payload's own type for this map (handleServerFunctions' `serverFunctions`) takes any arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const adminServerFunctions: Record<string, ServerFunction<any, any>> = {
  'form-state': lockOnlyWhereEditable(buildFormStateHandler),
  'schedule-publish': refuseWhatTheJobWouldRefuse(schedulePublishHandler as unknown as (args: ScheduleArgs) => Promise<unknown>),
}
