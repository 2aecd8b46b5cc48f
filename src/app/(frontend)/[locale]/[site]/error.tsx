'use client'

import { useParams } from 'next/navigation'

import { ServerErrorView } from '@/components/site/ServerErrorView'
import { isLocale, localizedPath } from '@/i18n/routing'
import { DOMAIN_SEGMENT_PREFIX } from '@/lib/hosts'

/** A failure under an agent's address: drawn inside their site (the [site] layout), with a way back to their home. */
export default function AgentServerError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale: string; site: string }>()
  const locale = isLocale(params?.locale) ? params.locale : 'ko'
  const site = decodeURIComponent(params?.site ?? '')
  const home = localizedPath(locale, site.startsWith(DOMAIN_SEGMENT_PREFIX) || !site ? '/' : `/${site}`)
  return <ServerErrorView locale={locale} home={home} reset={reset} />
}
