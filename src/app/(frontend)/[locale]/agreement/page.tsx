import { LegalRoute } from '@/components/site/LegalRoute'
import { legalMetadata } from '@/utilities/legalPages'
import type { LocaleParams } from '@/utilities/locale'

export const generateMetadata = ({ params }: { params: LocaleParams }) => legalMetadata(params, 'agreement', '/agreement')

export default function AgreementPage({ params }: { params: LocaleParams }) {
  return <LegalRoute params={params} kind="agreement" />
}
