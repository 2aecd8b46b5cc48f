'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The admin's live-preview window posts `payload-document-event` to this frame after every
 * save, autosave included: the server then draws the new draft. Only messages from our own
 * origin (the admin) count. Loaded by the preview route only, never by public pages.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      if ((event.data as { type?: string } | null)?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    // The admin sends nothing until the frame says it is ready (as @payloadcms/live-preview does).
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
