import { AgentHome } from '@/components/agent/AgentHome'
import { AgentShell } from '@/components/agent/AgentShell'
import { previewDraft, previewLocale, type PreviewParams, type PreviewSearch } from '@/utilities/preview'

/** Live preview of an agent page: the latest draft in the editor's chosen locale. */
export default async function RealtorPreview({ params, searchParams }: { params: PreviewParams; searchParams: PreviewSearch }) {
  const locale = await previewLocale(searchParams)
  const realtor = await previewDraft('realtors', params, locale)
  return (
    <AgentShell realtor={realtor} locale={locale} basePath={`/${realtor.desiredUrl}`}>
      <AgentHome realtor={realtor} locale={locale} />
    </AgentShell>
  )
}
