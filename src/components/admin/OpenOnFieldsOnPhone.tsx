'use client'

import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Phone and small-tablet widths: the live preview would take the whole screen and hide every field. */
const PHONE_WIDTH = '(max-width: 768px)'

/**
 * Payload reopens the live preview when it was last open, on whatever device: a user's preference,
 * not the screen's. On a phone-width screen the editor opens on the fields instead; the preview
 * stays one tap away on its eye button. Payload stores the closed preview like a closing by hand.
 */
export function OpenOnFieldsOnPhone() {
  const { isLivePreviewing, setIsLivePreviewing } = useLivePreviewContext()
  const decided = useRef(false)
  useEffect(() => {
    // Only the view's first state: a preview opened afterwards on the phone stays open.
    if (decided.current) return
    decided.current = true
    if (isLivePreviewing && window.matchMedia(PHONE_WIDTH).matches) setIsLivePreviewing(false)
  }, [isLivePreviewing, setIsLivePreviewing])
  return null
}
