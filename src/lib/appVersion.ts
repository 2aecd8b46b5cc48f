/** Version polling and chunk-failure reload limits (spec sections 4 and 9). */
export const POLL_INTERVAL_MS = 5 * 60 * 1000
export const CHUNK_RELOAD_WINDOW_MS = 10 * 1000

/** A failed chunk reloads the page unless this path already reloaded within the window. */
export function shouldReloadForChunk(lastReloadAt: number, now: number, windowMs: number): boolean {
  return !lastReloadAt || now - lastReloadAt >= windowMs
}
