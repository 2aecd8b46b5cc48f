'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { alertFrequencies, type Subscription, type SubscriptionInput, subscriptionSchema } from '@/lib/savedSearches/subscriptionSchema'
import { defaultPhoneCountry } from '@/lib/countries'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { Field } from '@/components/forms/Field'
import { type PhoneFieldLabels, PhoneFields, usePhoneFields } from '@/components/forms/PhoneFields'
import './savedSearches.css'

type T = Messages['savedSearch']

export type SubscriptionFormLabels = Pick<
  T,
  'email' | 'name' | 'phone' | 'country' | 'frequency' | 'frequencies' | 'privacyLink' | 'submit' | 'submitting' | 'done'
> & {
  /** The consent sentence, the agent's name already in it. */
  consent: string
  /** The field messages (the contact form's) and this form's own. */
  errors: Record<string, string>
  phoneCountry: PhoneFieldLabels['phoneCountry']
}

/** What the request follows: a search or favourite homes (exactly one; see subscriptionSchema). */
export type SubscriptionTarget = Pick<SubscriptionInput, 'search'> | Pick<SubscriptionInput, 'favourites'>

type FieldName = 'email' | 'name' | 'phone' | 'phoneCountryCode' | 'frequency' | 'consent'
const fieldNames: FieldName[] = ['email', 'name', 'phone', 'phoneCountryCode', 'frequency', 'consent']

/**
 * The buyer's request for e-mails (a search's new homes, or news of favourite homes), checked with the
 * endpoint's own schema before it goes; the endpoint's answers (field errors, too many saved searches,
 * rate limit, unavailable) are shown in the page's language. A success shows the "check your e-mail" state.
 */
export function SubscriptionForm({
  realtorId,
  locale,
  labels,
  target,
  privacyHref,
  autoFocus,
}: {
  realtorId: number
  locale: Locale
  labels: SubscriptionFormLabels
  target: SubscriptionTarget
  privacyHref: string
  autoFocus?: boolean
}) {
  const [done, setDone] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<SubscriptionInput, unknown, Subscription>({
    resolver: zodResolver(subscriptionSchema),
    defaultValues: {
      realtorId,
      locale: locale,
      email: '',
      name: '',
      phone: '',
      phoneCountryCode: defaultPhoneCountry(locale),
      frequency: 'instant',
      consent: false as unknown as true,
      website: '',
      ...target,
    },
  })
  const { register, handleSubmit, formState, setValue, setError } = form
  // The favourites may change while the form is open (one removed): the request names the list as it is now.
  const favourites = 'favourites' in target ? target.favourites : undefined
  useEffect(() => {
    if (favourites) setValue('favourites', favourites)
  }, [favourites, setValue])
  const phoneFields = usePhoneFields(form)
  const text = (key: string | undefined) => (key ? (labels.errors[key] ?? labels.errors.required) : null)
  const error = (field: FieldName) => text(formState.errors[field]?.message)
  // The list or search itself refused (too many favourites): not a field the buyer can fix here.
  const targetError = text(formState.errors.favourites?.message ?? formState.errors.search?.message)

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { phone: number, phoneCountryCode: country, ...rest } = values
      const response = await fetch('/api/saved-searches/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...rest, ...(number ? { phone: number, phoneCountryCode: country } : {}) }),
      })
      if (response.status === 201) return setDone(true)
      const answer = (await response.json().catch(() => ({}))) as { fields?: { field?: string; message?: string }[] }
      if (response.status === 400 && answer.fields?.length) {
        for (const { field, message } of answer.fields) {
          if (fieldNames.includes(field as FieldName)) setError(field as FieldName, { message })
          else setAlert(text(message))
        }
        return
      }
      setAlert(
        response.status === 409 ? labels.errors.tooMany : response.status === 429 ? labels.errors.rateLimited : labels.errors.unavailable,
      )
    } catch (failure) {
      console.error('[saved search] submit failed', failure)
      setAlert(labels.errors.unavailable)
    }
  })

  if (done) {
    return (
      <p className="subscription-done" role="status" data-testid="subscription-done">
        {labels.done}
      </p>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="subscription-form" data-testid="subscription-form">
      <Field label={labels.email} error={error('email')}>
        <input {...register('email')} type="email" autoComplete="email" autoFocus={autoFocus} />
      </Field>
      <Field label={labels.name} error={error('name')}>
        <input {...register('name')} autoComplete="name" />
      </Field>
      <PhoneFields
        className="subscription-form__phone"
        labels={{ country: labels.country, phone: labels.phone, phoneCountry: labels.phoneCountry }}
        errors={{ country: error('phoneCountryCode'), phone: error('phone') }}
        {...phoneFields}
      />
      <fieldset className="subscription-form__frequency">
        <legend>{labels.frequency}</legend>
        {alertFrequencies.map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('frequency')} /> <span>{labels.frequencies[value]}</span>
          </label>
        ))}
        {error('frequency') && <span className="field-error">{error('frequency')}</span>}
      </fieldset>
      <div className="subscription-form__consent-group">
        <label className="subscription-form__consent">
          <input type="checkbox" {...register('consent')} /> <span>{labels.consent}</span>
        </label>
        {error('consent') && <span className="field-error">{error('consent')}</span>}
        {/* Beside the box, not in its label: a tap on the link must not tick it. */}
        <a className="subscription-form__privacy" href={privacyHref} target="_blank" rel="noopener">
          {labels.privacyLink}
        </a>
      </div>
      {/* Honeypot: hidden from people and assistive tech; bots fill it. */}
      <input {...register('website')} className="honeypot" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      {(alert ?? targetError) && (
        <p className="form-error" role="alert" data-testid="subscription-error">
          {alert ?? targetError}
        </p>
      )}
      <button type="submit" className="button agent-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}
