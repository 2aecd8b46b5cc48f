import { NotFoundView } from '@/components/site/NotFoundView'
import { messagesFor, format } from '@/i18n/messages'
import { agentHomeOfRequest } from '@/utilities/agentSite'
import { originalPath } from '@/utilities/requestPath'

/** An unknown page under a known agent's address: drawn inside their site (the [site] layout), back to their home. */
export default async function AgentNotFound() {
  const path = await originalPath()
  const { locale, home, realtor } = await agentHomeOfRequest(path)
  const t = messagesFor(locale)
  return <NotFoundView locale={locale} path={path} home={home} homeLabel={realtor?.displayName ? format(t.agent.agentHome, { name: realtor.displayName }) : undefined} />
}
