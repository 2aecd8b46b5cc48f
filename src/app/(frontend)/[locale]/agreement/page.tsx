import { LegalRoute } from '@/components/site/LegalRoute'
import { legalMetadata } from '@/utilities/legalPages'
import type { LocaleParams } from '@/utilities/locale'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export const generateMetadata = ({ params }: { params: LocaleParams }) => legalMetadata(params, 'agreement', '/agreement')

export default function AgreementPage({ params }: { params: LocaleParams }) {
  return <LegalRoute params={params} kind="agreement" />
}
