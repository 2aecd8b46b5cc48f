'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { usePhoneFields } from '@/components/forms/PhoneFields'
import { VisitorFields, type VisitorFieldLabels } from '@/components/forms/VisitorFields'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { type Contact, type ContactInput, contactSchema } from '@/lib/contacts/contactSchema'
import { defaultPhoneCountry } from '@/lib/countries'

/** Only the words the form shows: they travel to the browser with the page. */
export type ContactFormLabels = VisitorFieldLabels &
  Pick<Messages['agent'], 'send' | 'sending' | 'sent' | 'sendFailed'> & { errors: Messages['lead']['errors'] }

/** Agent contact form (its heading is ContactSection's); the same schema is checked again by POST /api/realtor-contacts. */
export function ContactForm({
  realtorId,
  locale,
  labels,
  initialMessage = '',
}: {
  realtorId: number
  locale: Locale
  labels: ContactFormLabels
  initialMessage?: string
}) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      realtorId,
      lastName: '',
      firstName: '',
      email: '',
      phone: '',
      phoneCountryCode: defaultPhoneCountry(locale),
      message: initialMessage,
      isTerm: true,
      website: '',
      locale,
    },
  })
  const { register, handleSubmit, formState, reset } = form
  const phoneFields = usePhoneFields(form)
  const error = (field: keyof ContactInput) => {
    const key = formState.errors[field]?.message as keyof ContactFormLabels['errors'] | undefined
    return key ? (labels.errors[key] ?? key) : null
  }
  const submit = handleSubmit(async (values) => {
    setNotice(null)
    try {
      const response = await fetch('/api/realtor-contacts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, realtorId, locale }),
      })
      if (response.status !== 201) throw new Error(`contact endpoint answered ${response.status}`)
      reset()
      setNotice({ ok: true, text: labels.sent })
    } catch (failure) {
      console.error('[contact] submit failed', failure)
      setNotice({ ok: false, text: labels.sendFailed })
    }
  })
  return (
    <form onSubmit={submit} noValidate className="contact-form" aria-labelledby="contact-title">
      <VisitorFields register={register as never} error={error as never} labels={labels} phoneFields={phoneFields} />
      <input {...register('website')} className="honeypot" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      {notice && (
        <p className={notice.ok ? 'form-success' : 'form-error'} role="alert">
          {notice.text}
        </p>
      )}
      <button type="submit" className="button agent-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? labels.sending : labels.send}
      </button>
    </form>
  )
}
