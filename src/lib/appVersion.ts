/** Version polling and chunk-failure reload limits (spec sections 4 and 9). */
export const POLL_INTERVAL_MS = 5 * 60 * 1000
export const CHUNK_RELOAD_WINDOW_MS = 10 * 1000

/**
 * Installed as an inline script before any chunk loads, so a chunk failing
 * during the first load is caught too. Self-contained: it is sent as source.
 */
export function installChunkReloadGuard(windowMs: number): void {
  const reloadOnce = () => {
    const key = `chunk-reload:${window.location.pathname}`
    const last = Number(window.sessionStorage.getItem(key) ?? 0)
    if (last && Date.now() - last < windowMs) return
    window.sessionStorage.setItem(key, String(Date.now()))
    window.location.reload()
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | HTMLLinkElement | null
      const source = target && ('src' in target ? target.src : 'href' in target ? target.href : '')
      if (source && source.includes('/_next/static/')) reloadOnce()
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason?.name === 'ChunkLoadError') reloadOnce()
  })
}

export const chunkReloadGuardScript = `(${installChunkReloadGuard.toString()})(${CHUNK_RELOAD_WINDOW_MS})`
