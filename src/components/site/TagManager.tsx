'use client'

import { useEffect } from 'react'

/** Loads Google Tag Manager / gtag only once the page is interactive and idle; nothing without an id. */
export function TagManager({ id }: { id: string | null | undefined }) {
  useEffect(() => {
    if (!id) return
    const load = () => {
      const script = document.createElement('script')
      script.async = true
      script.src = id.startsWith('GTM-')
        ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
        : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
      const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      document.head.appendChild(script)
    }
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load, 1))
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  }, [id])
  return null
}
