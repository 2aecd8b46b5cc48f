import type { Messages } from '@/i18n/messages'
import type { Realtor } from '@/payload-types'
import { ContactActionLink } from './ContactActionLink'
import { contactActions } from './contactActions'

/** Phones only (styles.css): a bar fixed to the bottom of the screen with call / message / contact. */
export function QuickActions({ realtor, contactHref, t }: { realtor: Realtor; contactHref: string; t: Messages['agent'] }) {
  return (
    <nav className="agent-quick-actions" aria-label={t.quickActions}>
      {contactActions(realtor, contactHref, t).map((action) => (
        <ContactActionLink key={action.kind} action={action} className={`agent-quick-actions__${action.kind}`} />
      ))}
    </nav>
  )
}
