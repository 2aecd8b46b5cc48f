'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { phoneCountries } from '@/lib/countries'
import { keepPhoneCharacters } from '@/lib/validation/rules'
import { Field } from './Field'

type Props = {
  className: string
  labels: { country: string; phone: string }
  errors: { country: string | null; phone: string | null }
  country: UseFormRegisterReturn
  phone: UseFormRegisterReturn
  /** Called when typed or pasted characters other than digits and hyphens were removed. */
  onStripped?: () => void
}

/** Country code (the spec's ten) and a phone input that keeps only digits and hyphens. */
export function PhoneFields({ className, labels, errors, country, phone, onStripped }: Props) {
  return (
    <div className={className}>
      <Field label={labels.country} error={errors.country}>
        <select {...country}>
          {phoneCountries.map(({ iso, dial }) => (
            <option key={iso} value={iso}>
              {iso} {dial}
            </option>
          ))}
        </select>
      </Field>
      <Field label={labels.phone} error={errors.phone}>
        <input
          {...phone}
          inputMode="tel"
          autoComplete="tel-national"
          onChange={(event) => {
            const kept = keepPhoneCharacters(event.target.value)
            if (kept !== event.target.value) onStripped?.()
            event.target.value = kept
            void phone.onChange(event)
          }}
        />
      </Field>
    </div>
  )
}
