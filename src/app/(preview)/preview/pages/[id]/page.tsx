import { LegalPage } from '@/components/site/LegalPage'
import { SiteHeader } from '@/components/site/SiteHeader'
import { previewDraft, previewLocale, type PreviewParams, type PreviewSearch } from '@/utilities/site/preview'

/** Live preview of a legal or process page: the latest draft in the editor's chosen locale. */
export default async function PagePreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const page = await previewDraft('pages', params, locale)
  return (
    <>
      <SiteHeader locale={locale} />
      <LegalPage page={page} />
    </>
  )
}
