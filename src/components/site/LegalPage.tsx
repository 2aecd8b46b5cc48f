import type { Page } from '@/payload-types'
import { RichText } from './RichText'

export function LegalPage({ page }: { page: Page }) {
  return (
    <main className="legal">
      <h1>{page.title}</h1>
      <RichText data={page.content} />
    </main>
  )
}
