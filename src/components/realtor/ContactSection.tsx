import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import type { ContactFormLabels } from '../forms/ContactForm'
import { ContactFormWhenNear } from '../forms/ContactFormWhenNear'

/** The agent page's contact block: heading rendered with the page, the form's code fetched on approach. */
export function ContactSection({
  t,
  title,
  ...props
}: {
  realtorId: number
  locale: Locale
  t: Pick<Messages, 'agent' | 'lead' | 'phoneCountry'>
  initialMessage?: string
  title?: string
}) {
  return (
    <section className="agent-contact" id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{title ?? t.agent.contactTitle}</h2>
      <ContactFormWhenNear {...props} labels={contactFormLabels(t)} />
    </section>
  )
}

/** The form's own words picked here, on the server: the agent page's whole dictionary would go to the browser with it. */
function contactFormLabels({ agent, lead, phoneCountry }: Pick<Messages, 'agent' | 'lead' | 'phoneCountry'>): ContactFormLabels {
  const { lastName, firstName, email, message, agreeTerms, phone, country, send, sending, sent, sendFailed } = agent
  return {
    lastName,
    firstName,
    email,
    message,
    agreeTerms,
    phone,
    country,
    send,
    sending,
    sent,
    sendFailed,
    errors: lead.errors,
    phoneCountry,
  }
}
