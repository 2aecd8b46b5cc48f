/** Version polling and chunk-failure reload limits (spec sections 4 and 9). */
export const POLL_INTERVAL_MS = 5 * 60 * 1000
export const CHUNK_RELOAD_WINDOW_MS = 10 * 1000

/**
 * Installed as an inline script before any chunk loads, so a chunk failing during the first load
 * is caught too: a failed /_next/static/ file or a ChunkLoadError reloads the page, at most once
 * per window per path. Source text, not a function's toString(): public pages allow it by the hash
 * of this exact text (src/lib/inlineScripts.ts), which a compiler must not reshape.
 */
export const chunkReloadGuardScript =
  '(function(w){function r(){var k="chunk-reload:"+w.location.pathname,l=Number(w.sessionStorage.getItem(k)||0);' +
  `if(l&&Date.now()-l<${CHUNK_RELOAD_WINDOW_MS})return;w.sessionStorage.setItem(k,String(Date.now()));w.location.reload()}` +
  'w.addEventListener("error",function(e){var t=e.target,s=t&&("src"in t?t.src:"href"in t?t.href:"");if(s&&s.indexOf("/_next/static/")>=0)r()},true);' +
  'w.addEventListener("unhandledrejection",function(e){if(e.reason&&e.reason.name==="ChunkLoadError")r()})})(window)'
