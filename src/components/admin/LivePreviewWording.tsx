'use client'
/**
 * Payload's live preview adds a "Responsive" size to the toolbar with a fixed English label (it is not in its
 * translations and a breakpoint label is one string for every language). This names it in the admin language.
 *
 * The text is changed only in nodes React has already hydrated (they carry React's fiber key): changing
 * server-rendered text before hydration would be a hydration mismatch.
 */
import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { localeOfLanguage } from '@/i18n/locales'

const fitLabel = { ko: '화면 맞춤', en: 'Fit to window', ja: '画面に合わせる' } as const
const payloadLabel = 'Responsive'
const where = '.live-preview-toolbar-controls__breakpoint, .popup__content'

const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))

export function LivePreviewWording({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const label = fitLabel[localeOfLanguage(i18n.language)]

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined
    const relabel = () => {
      let waiting = false
      for (const area of document.querySelectorAll(where)) {
        const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeValue?.trim() !== payloadLabel || !node.parentElement) continue
          if (isHydrated(node.parentElement)) node.nodeValue = label
          else waiting = true
        }
      }
      clearTimeout(retry)
      if (waiting) retry = setTimeout(relabel, 100)
    }
    const observer = new MutationObserver(relabel)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    relabel()
    return () => {
      observer.disconnect()
      clearTimeout(retry)
    }
  }, [label])

  return <>{children}</>
}
