'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * The address the visitor asked for, as the browser shows it (spec: 'Page Not Found: {path}'). A 404
 * inside a cached page cannot read the request, so the server renders nothing here and the browser
 * fills it in after hydration (an inline script's text would be undone by hydration). Loaded only by
 * 404 pages.
 */
export function RequestPath() {
  return useSyncExternalStore(
    never,
    () => window.location.pathname + window.location.search,
    () => '',
  )
}
