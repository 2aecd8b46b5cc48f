'use client'
/**
 * Two gaps in Payload's "schedule publish" drawer, closed around it (installed as an admin provider):
 * - The drawer says "scheduled successfully" whatever the server answered. A refusal (the server
 *   function's `{ error }`, src/server/scheduleGuard.ts) now reaches the drawer as an error, so
 *   the editor sees the reason instead of a success.
 * - It offers everyone "take offline", and preselects it when nothing is waiting to be published.
 *   Only staff may take a page offline, so for everyone else that choice is hidden and "publish"
 *   is selected (the server refuses it anyway).
 */
import { ServerFunctionsContext, useAuth, useServerFunctions } from '@payloadcms/ui'
import { useEffect, useMemo, type ReactNode } from 'react'

import { isStaffRole, type WithRoles } from '@/lib/roles'

type SchedulePublish = ReturnType<typeof useServerFunctions>['schedulePublish']

/** The drawer's radio inputs end in `-type-publish` / `-type-unpublish` (Payload's Radio ids). */
const TYPE_LIST = '.schedule-publish__type'

function offerPublishOnly(root: ParentNode) {
  const list = root.querySelector(TYPE_LIST)
  if (!list) return
  const unpublish = list.querySelector<HTMLInputElement>('input[id$="-type-unpublish"]')
  const publish = list.querySelector<HTMLInputElement>('input[id$="-type-publish"]')
  const item = unpublish?.closest('li')
  if (item && !item.hidden) item.hidden = true
  if (publish && !publish.checked && !publish.disabled) publish.click()
}

export function SchedulingFeedback({ children }: { children?: ReactNode }) {
  const functions = useServerFunctions()
  const { user } = useAuth()
  const staff = isStaffRole(user as WithRoles)

  const value = useMemo(() => {
    const schedulePublish: SchedulePublish = async (args) => {
      const result = await functions.schedulePublish(args)
      const error = (result as { error?: unknown } | undefined)?.error
      if (typeof error === 'string' && error) throw new Error(error)
      return result
    }
    return { ...functions, schedulePublish }
  }, [functions])

  useEffect(() => {
    if (!user || staff) return
    offerPublishOnly(document)
    const observer = new MutationObserver(() => offerPublishOnly(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [user, staff])

  return <ServerFunctionsContext value={value}>{children}</ServerFunctionsContext>
}
