import type { Messages } from '@/i18n/messages'
import type { Realtor } from '@/payload-types'
import { ContactActionLink } from './ContactActionLink'
import { contactActions } from './contactActions'

/**
 * Phones only (styles.css): a bar fixed to the bottom of the screen with call / message / contact.
 * The site's bar (RealtorShell) sends the contact action to the home page's form. A page with a form of
 * its own (a listing, whose form names the home) draws its own bar with `ownForm`, which points at that
 * form and takes the site bar's place.
 */
export function QuickActions({
  realtor,
  contactHref,
  t,
  ownForm = false,
}: {
  realtor: Realtor
  contactHref: string
  t: Messages['agent']
  ownForm?: boolean
}) {
  return (
    <nav className={`agent-quick-actions${ownForm ? ' agent-quick-actions--own-form' : ''}`} aria-label={t.quickActions}>
      {contactActions(realtor, contactHref, t).map((action) => (
        <ContactActionLink key={action.kind} action={action} className={`agent-quick-actions__${action.kind}`} />
      ))}
    </nav>
  )
}
