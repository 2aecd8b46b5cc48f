'use client'

import type { UseFormRegister } from 'react-hook-form'

import { Field } from '@/components/forms/Field'
import { type PhoneFieldLabels, PhoneFields, usePhoneFields } from '@/components/forms/PhoneFields'

/** The form values every visitor's form to an agent shares (src/lib/contacts/contactSchema.ts, visitorShape). */
type VisitorValues = {
  lastName: string
  firstName: string
  email: string
  phoneCountryCode: string
  phone: string
  message?: string
  isTerm: unknown
}

export type VisitorFieldLabels = PhoneFieldLabels & {
  lastName: string
  firstName: string
  email: string
  message: string
  agreeTerms: string
}

/**
 * Who is writing and how to reach them, their message and their consent: the same inputs in the same
 * order in the contact form and the valuation form.
 */
export function VisitorFields({
  register,
  error,
  labels,
  phoneFields,
  messageRows = 4,
}: {
  register: UseFormRegister<VisitorValues>
  error: (field: keyof VisitorValues) => string | null
  labels: VisitorFieldLabels
  phoneFields: ReturnType<typeof usePhoneFields>
  messageRows?: number
}) {
  return (
    <>
      <div className="contact-form__row">
        <Field label={labels.lastName} error={error('lastName')}>
          <input {...register('lastName')} autoComplete="family-name" />
        </Field>
        <Field label={labels.firstName} error={error('firstName')}>
          <input {...register('firstName')} autoComplete="given-name" />
        </Field>
      </div>
      <Field label={labels.email} error={error('email')}>
        <input {...register('email')} type="email" autoComplete="email" />
      </Field>
      <PhoneFields
        className="contact-form__row"
        labels={labels}
        errors={{ country: error('phoneCountryCode'), phone: error('phone') }}
        {...phoneFields}
      />
      <Field label={labels.message} error={error('message')}>
        <textarea {...register('message')} rows={messageRows} />
      </Field>
      <label className="contact-form__terms">
        <input type="checkbox" {...register('isTerm')} /> {labels.agreeTerms}
      </label>
    </>
  )
}
