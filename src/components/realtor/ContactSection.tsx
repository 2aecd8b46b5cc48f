import type { Locale } from '@/i18n/locales'
import type { ContactFormLabels } from '../forms/ContactForm'
import { ContactFormWhenNear } from '../forms/ContactFormWhenNear'

/** The agent page's contact block: heading rendered with the page, the form's code fetched on approach. */
export function ContactSection({
  title,
  ...props
}: {
  realtorId: number
  locale: Locale
  labels: ContactFormLabels
  initialMessage?: string
  title?: string
}) {
  return (
    <section className="agent-contact" id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{title ?? props.labels.contactTitle}</h2>
      <ContactFormWhenNear {...props} />
    </section>
  )
}
