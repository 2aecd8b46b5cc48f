'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_WINDOW_MS, POLL_INTERVAL_MS, shouldReloadForChunk } from '@/lib/appVersion'

/**
 * Spec section 4: a new deployment is noticed by polling the build id, and
 * the next navigation then loads the page in full; a page chunk that fails to
 * load reloads the page, at most once per 10 s for the same path.
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
    const onChunkError = (event: Event) => {
      const target = event.target as HTMLScriptElement | HTMLLinkElement | null
      const source = target && ('src' in target ? target.src : 'href' in target ? target.href : '')
      const isChunk = Boolean(source && source.includes('/_next/static/'))
      const message = (event as PromiseRejectionEvent).reason?.name ?? ''
      if (!isChunk && message !== 'ChunkLoadError') return
      reloadOnce()
    }
    const timer = window.setInterval(check, POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisible)
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onChunkError, true)
    window.addEventListener('unhandledrejection', onChunkError)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onChunkError, true)
      window.removeEventListener('unhandledrejection', onChunkError)
    }
  }, [buildId])
  return null
}

function reloadOnce() {
  const key = `chunk-reload:${window.location.pathname}`
  const last = Number(window.sessionStorage.getItem(key) ?? 0)
  if (!shouldReloadForChunk(last, Date.now(), CHUNK_RELOAD_WINDOW_MS)) return
  window.sessionStorage.setItem(key, String(Date.now()))
  window.location.reload()
}
