'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Field } from '@/components/forms/Field'
import { usePhoneFields } from '@/components/forms/PhoneFields'
import { VisitorFields } from '@/components/forms/VisitorFields'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { defaultPhoneCountry } from '@/lib/countries'
import type { AllowedState } from '@/lib/listings/search'
import { allowedStates } from '@/lib/listings/search'
import {
  type ValuationAnswer,
  type ValuationInput,
  type ValuationRequest,
  valuationSchema,
  valuedPropertyTypes,
} from '@/lib/valuation/valuationSchema'
import { ValuationResult } from './ValuationResult'
import './valuation.css'

export type ValuationLabels = {
  valuation: Messages['valuation']
  homes: Pick<Messages['homes'], 'city' | 'state' | 'propertyType' | 'propertyTypes' | 'beds' | 'baths' | 'sqft'>
  agent: Messages['agent']
  errors: Messages['lead']['errors']
  phoneCountry: Messages['phoneCountry']
}

type Props = {
  realtorId: number
  locale: Locale
  labels: ValuationLabels
  /** Each allowed state's suggested cities (cityOptions): any other city may still be typed. */
  cities: Record<AllowedState, string[]>
  defaultState: AllowedState
  /** The agent's time zone, for the MLS notice's time and the sale dates. */
  timeZone: string
}

type FieldName = keyof ValuationInput

/**
 * "What is my home worth?": the home's facts and the owner's details, checked in the browser with the
 * schema POST /api/valuations checks again. Its answer (a range, a personal analysis to come, or the
 * estimate by e-mail) replaces the form; a refusal puts each message beside its field.
 */
export function ValuationForm({ realtorId, locale, labels, cities, defaultState, timeZone }: Props) {
  const t = labels.valuation
  const [answer, setAnswer] = useState<ValuationAnswer | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const form = useForm<ValuationInput, unknown, ValuationRequest>({
    resolver: zodResolver(valuationSchema),
    // Focus goes to the first refused field on the page (focusFirst): the form's own choice follows
    // registration order, where the phone fields come first.
    shouldFocusError: false,
    defaultValues: {
      realtorId,
      locale,
      street: '',
      city: '',
      state: defaultState,
      zipcode: '',
      propertyType: 'single_family',
      beds: '',
      baths: '',
      livingArea: '',
      yearBuilt: '',
      lastName: '',
      firstName: '',
      email: '',
      phone: '',
      phoneCountryCode: defaultPhoneCountry(locale),
      message: '',
      isTerm: true,
      website: '',
    },
  })
  const { register, handleSubmit, formState, setError } = form
  const phoneFields = usePhoneFields(form)
  const state = useWatch({ control: form.control, name: 'state' }) as AllowedState
  const resultHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // The answer replaces the form: focus moves to it so it is read out and in view.
    if (answer) resultHeading.current?.focus()
  }, [answer])

  const error = (field: FieldName) => {
    const key = formState.errors[field]?.message
    if (!key) return null
    return (t.errors as Record<string, string>)[key] ?? (labels.errors as Record<string, string>)[key] ?? key
  }

  const send = async (values: ValuationRequest, element: HTMLFormElement) => {
    setNotice(null)
    try {
      const response = await fetch('/api/valuations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, realtorId, locale }),
      })
      if (response.status === 201) {
        setAnswer((await response.json()) as ValuationAnswer)
        return
      }
      if (response.status === 400) {
        // The endpoint's 400 (src/server/validationErrors.ts): each refused field with the schema's key.
        const answer = (await response.json()) as { fields?: { field?: string; message?: string }[] }
        const refused = (answer.fields ?? []).filter(
          (e): e is { field: FieldName; message: string } => !!e.field && !!e.message && e.field in values,
        )
        refused.forEach(({ field, message }) => setError(field, { message }))
        if (refused.length > 0) {
          focusFirst(
            element,
            refused.map(({ field }) => field),
          )
          return
        }
      }
      if (response.status === 429) {
        setNotice(t.rateLimited)
        return
      }
      throw new Error(`valuation endpoint answered ${response.status}`)
    } catch (failure) {
      console.error('[valuation] submit failed', failure)
      setNotice(t.sendFailed)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget
    return handleSubmit(
      (values) => send(values, element),
      (errors) => focusFirst(element, Object.keys(errors)),
    )(event)
  }

  if (answer) {
    return <ValuationResult answer={answer} locale={locale} timeZone={timeZone} labels={labels} headingRef={resultHeading} />
  }

  const numeric = (name: 'beds' | 'baths' | 'livingArea' | 'yearBuilt', label: string, decimal = false) => (
    <Field label={label} error={error(name)}>
      <input {...register(name)} inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" />
    </Field>
  )

  return (
    <form onSubmit={submit} noValidate className="contact-form valuation-form" aria-label={t.title} data-testid="valuation-form">
      <fieldset className="valuation-form__group">
        <legend>{t.homeTitle}</legend>
        <Field label={t.street} error={error('street')}>
          <input {...register('street')} autoComplete="street-address" />
        </Field>
        <div className="contact-form__row">
          <Field label={labels.homes.city} error={error('city')}>
            <input {...register('city')} list="valuation-cities" autoComplete="address-level2" />
          </Field>
          <datalist id="valuation-cities">
            {(cities[state] ?? []).map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <Field label={labels.homes.state} error={error('state')}>
            <select {...register('state')}>
              {allowedStates.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="contact-form__row">
          <Field label={t.zipcode} error={error('zipcode')}>
            <input {...register('zipcode')} inputMode="numeric" autoComplete="postal-code" />
          </Field>
          <Field label={labels.homes.propertyType} error={error('propertyType')}>
            <select {...register('propertyType')}>
              {valuedPropertyTypes.map((value) => (
                <option key={value} value={value}>
                  {labels.homes.propertyTypes[value]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="valuation-form__numbers">
          {numeric('beds', labels.homes.beds)}
          {numeric('baths', labels.homes.baths, true)}
          {numeric('livingArea', t.livingArea)}
          {numeric('yearBuilt', t.yearBuilt)}
        </div>
      </fieldset>
      <fieldset className="valuation-form__group">
        <legend>{t.youTitle}</legend>
        <VisitorFields
          register={register as never}
          error={error as never}
          labels={{ ...labels.agent, phoneCountry: labels.phoneCountry }}
          phoneFields={phoneFields}
          messageRows={3}
        />
      </fieldset>
      <input {...register('website')} className="honeypot" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      <p className="muted valuation-note">{t.notAppraisal}</p>
      {notice && (
        <p className="form-error" role="alert" data-testid="valuation-notice">
          {notice}
        </p>
      )}
      <button type="submit" className="button agent-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.sending : t.submit}
      </button>
    </form>
  )
}

/** Focus on the first of these fields in the page's order (the form's own choice follows registration order). */
function focusFirst(form: HTMLFormElement, names: string[]) {
  const controls = Array.from(form.elements) as HTMLInputElement[]
  controls.find((control) => names.includes(control.name))?.focus()
}
