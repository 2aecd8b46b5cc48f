/**
 * Every inline script our pages render. Public pages in production are cached, so their policy
 * allows inline scripts by hash, and only scripts listed here (besides Next's RSC data) get one
 * (scripts/server/hashedPolicy.ts): a script that is not in this list never runs on a public page.
 */
import { chunkReloadGuardScript } from './appVersion'

/**
 * The 404 page's status line names the address asked for. A cached page cannot read it from the
 * request, so the browser fills it in (spec: 'Page Not Found: {path}').
 */
export const requestPathScript =
  'document.currentScript.previousElementSibling.textContent=location.pathname+location.search'

export { chunkReloadGuardScript }

export const knownInlineScripts: readonly string[] = [chunkReloadGuardScript, requestPathScript]
