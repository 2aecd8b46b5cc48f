'use client'

import { useEffect } from 'react'

/** Spec section 4: how often an open page asks for the current build id. */
const POLL_INTERVAL_MS = 5 * 60 * 1000

/**
 * Spec section 4: a new deployment is noticed by polling the build id, and
 * the next navigation then loads the page in full. (Chunk failures are caught
 * by the inline guard in the layout, which runs before any chunk loads.)
 */
export function VersionWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let stale = false
    const check = async () => {
      try {
        const response = await fetch('/api/build', { cache: 'no-store' })
        const { buildId: current } = (await response.json()) as { buildId?: string }
        if (current && current !== buildId) stale = true
      } catch {
        // offline or restarting: try again at the next tick
      }
    }
    const onVisible = () => document.visibilityState === 'visible' && void check()
    // A stale page turns the next in-site link click into a full load.
    const onClick = (event: MouseEvent) => {
      if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return
      event.preventDefault()
      window.location.assign(anchor.href)
    }
    const timer = window.setInterval(check, POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisible)
    document.addEventListener('click', onClick, true)
    // Lets tests (and curious engineers) see that the watcher is listening.
    document.documentElement.dataset.versionWatch = buildId
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      document.removeEventListener('click', onClick, true)
    }
  }, [buildId])
  return null
}
