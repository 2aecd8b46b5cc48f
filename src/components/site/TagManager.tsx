'use client'

import { useEffect } from 'react'

import { prepareGoogleTag } from '@/lib/analytics/googleTag'

/**
 * Google's tag (GTM- container or G- gtag.js): dataLayer is readied at once, so events tracked from the
 * first click reach it, and the script itself loads only once the page is interactive and idle; nothing
 * without an id.
 */
export function TagManager({ id }: { id: string | null | undefined }) {
  useEffect(() => {
    if (!id) return
    const src = prepareGoogleTag(id)
    const load = () => {
      if (Array.from(document.scripts).some((script) => script.src === src)) return
      const script = document.createElement('script')
      script.async = true
      script.src = src
      document.head.appendChild(script)
    }
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load, 1))
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
    return () => window.removeEventListener('load', idle)
  }, [id])
  return null
}
