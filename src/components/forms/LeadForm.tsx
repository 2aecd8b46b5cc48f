'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Field } from './Field'
import { type PhoneFieldLabels, PhoneFields, usePhoneFields } from './PhoneFields'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { deviceType, track } from '@/lib/analytics/googleTag'
import { defaultPhoneCountry } from '@/lib/countries'
import { leadSchema, type Lead, type LeadInput } from '@/lib/leads/leadSchema'

export type LeadFormLabels = Messages['lead'] & { phoneWarning: string; failure: string; phoneCountry: PhoneFieldLabels['phoneCountry'] }

type Props = { locale: Locale; labels: LeadFormLabels; location: string; onSuccess: () => void }

/** The landing lead form (spec sections 3, 5, 8); the server checks the same schema. */
export function LeadForm({ locale, labels, location, onSuccess }: Props) {
  const [phoneWarning, setPhoneWarning] = useState(false)
  // Which alert shows: the consent one only while a box is still unticked (it goes as soon as both are).
  const [alert, setAlert] = useState<'consent' | 'failure' | null>(null)
  const form = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(leadSchema),
    defaultValues: {
      name: '',
      area: '',
      phone: '',
      phoneCountryCode: defaultPhoneCountry(locale),
      hasSite: undefined,
      agreePrivacy: false as unknown as true,
      agreeContact: false as unknown as true,
      website: '',
    },
  })
  const { register, handleSubmit, formState, reset } = form
  const [agreePrivacy, agreeContact] = useWatch({ control: form.control, name: ['agreePrivacy', 'agreeContact'] })
  const phoneFields = usePhoneFields(form)
  const consented = agreePrivacy === true && agreeContact === true
  const error = (field: keyof LeadInput) => {
    const key = formState.errors[field]?.message as keyof LeadFormLabels['errors'] | undefined
    return key ? (labels.errors[key] ?? key) : null
  }

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    track('lead_realtor_click_form_cta', { device_type: deviceType(), location })
    try {
      const response = await fetch('/api/send-to-slack', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, locale, page: window.location.pathname }),
      })
      if (response.status !== 201) throw new Error(`lead endpoint answered ${response.status}`)
      track('lead_realtor_view_home', { has_realtor_homepage: values.hasSite })
      reset()
      setPhoneWarning(false)
      onSuccess()
    } catch (failure) {
      console.error('[lead] submit failed', failure)
      setAlert('failure')
    }
  })

  const onSubmit = (event: React.FormEvent) => {
    if (!consented) {
      event.preventDefault()
      setAlert('consent')
      return
    }
    void submit(event)
  }

  const hasSite = register('hasSite')
  const privacyHref = `/terms/privacy#${locale === 'ko' ? 'ko' : 'en'}`
  const alertText = alert === 'failure' ? labels.failure : alert === 'consent' && !consented ? labels.consentRequired : null
  return (
    <form className="lead-form" onSubmit={onSubmit} noValidate>
      <Field label={labels.name} error={error('name')}>
        {/* The panel opens on this field; the form itself may arrive a moment after the panel. */}
        <input {...register('name')} autoComplete="name" autoFocus />
      </Field>
      <Field label={labels.area} error={error('area')}>
        <input {...register('area')} autoComplete="address-level2" />
      </Field>
      <PhoneFields
        className="lead-form__phone"
        labels={labels}
        errors={{ country: error('phoneCountryCode'), phone: error('phone') }}
        {...phoneFields}
        // The warning stays until the form is reset: it explains characters that vanished.
        onStripped={() => setPhoneWarning(true)}
      />
      {phoneWarning && (
        <p className="field-warning" role="status">
          {labels.phoneWarning}
        </p>
      )}
      <fieldset className="lead-form__choice">
        <legend>{labels.hasSite}</legend>
        <label>
          <input type="radio" value="yes" {...hasSite} /> {labels.yes}
        </label>
        <label>
          <input type="radio" value="no" {...hasSite} /> {labels.no}
        </label>
        {error('hasSite') && <span className="field-error">{error('hasSite')}</span>}
      </fieldset>
      <div className="lead-form__consent-group">
        <label className="lead-form__consent">
          <input type="checkbox" {...register('agreePrivacy')} /> <span>{labels.agreePrivacy}</span>
        </label>
        {/* Beside the box, not inside its label: a tap on the link must not tick the box, and it gets its own 44 px. */}
        <a className="lead-form__privacy-link" href={privacyHref} target="_blank" rel="noopener">
          {labels.privacyLink}
        </a>
      </div>
      <label className="lead-form__consent">
        <input type="checkbox" {...register('agreeContact')} /> <span>{labels.agreeContact}</span>
      </label>
      {/* Honeypot: hidden from people and assistive tech; bots fill it. */}
      <input {...register('website')} className="honeypot" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      {alertText && (
        <p className="form-error" role="alert">
          {alertText}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={!consented} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}
