import { LegalRoute, legalMetadata } from '@/components/site/LegalRoute'
import type { LocaleParams } from '@/utilities/locale'

export const generateMetadata = ({ params }: { params: LocaleParams }) => legalMetadata(params, 'terms', '/terms')

export default function TermsPage({ params }: { params: LocaleParams }) {
  return <LegalRoute params={params} kind="terms" />
}
