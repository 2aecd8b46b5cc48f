import type { ReactNode } from 'react'

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko-KR">
      <body>{children}</body>
    </html>
  )
}
