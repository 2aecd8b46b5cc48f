import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { RefreshOnSave } from '@/components/preview/RefreshOnSave'
import '../(frontend)/styles.css'

// Drafts for signed-in editors: drawn per request, never cached, never indexed
// (the proxy adds Cache-Control: private, no-store and X-Robots-Tag).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The admin's live preview: the real public page components, drawing a draft. */
export default function PreviewLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body data-testid="live-preview">
        {children}
        <RefreshOnSave />
      </body>
    </html>
  )
}
