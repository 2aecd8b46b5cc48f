import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { RichText } from './RichText'

export function LegalPage({ page }: { page: Page; locale: Locale }) {
  return (
    <main className="legal">
      <h1>{page.title}</h1>
      <RichText data={page.content} />
    </main>
  )
}
