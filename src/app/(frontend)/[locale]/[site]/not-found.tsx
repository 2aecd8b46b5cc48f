import { locale as rootLocale } from 'next/root-params'

import { NotFoundView } from '@/components/site/NotFoundView'
import { messagesFor, format } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { currentSite } from '@/utilities/realtor/currentSite'
import { localeOrDefault } from '@/utilities/site/locale'

/**
 * An unknown page under a known agent's address: drawn inside their site (the [site] layout), back
 * to their home. Part of cached pages, so it reads nothing of the request (src/utilities/cachedPage.ts):
 * the agent from the layout, the address asked for filled in by the browser.
 */
export default async function AgentNotFound() {
  const site = currentSite()
  const locale = site?.locale ?? localeOrDefault(await rootLocale())
  const t = messagesFor(locale)
  const home = site ? localizedPath(locale, site.basePath || '/') : undefined
  const homeLabel = site?.realtor.displayName ? format(t.agent.agentHome, { name: site.realtor.displayName }) : undefined
  return <NotFoundView locale={locale} home={home} homeLabel={homeLabel} />
}
