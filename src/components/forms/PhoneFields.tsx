'use client'

import { useWatch, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form'

import type { Messages } from '@/i18n/messages'
import { phoneCountries } from '@/lib/countries'
import { keepPhoneCharacters, looksLikeUsPhone } from '@/lib/validation/rules'
import { Field } from './Field'

export type PhoneFieldLabels = { country: string; phone: string; phoneCountry: Messages['phoneCountry'] }

type Props = {
  className: string
  labels: PhoneFieldLabels
  errors: { country: string | null; phone: string | null }
  country: UseFormRegisterReturn
  phone: UseFormRegisterReturn
  /** What is in the two fields now, for the US-number offer. */
  values: { country: string | undefined; phone: string | undefined }
  /** Sets the country to US (the offer's button). */
  onUseUs: () => void
  /** Called when typed or pasted characters other than digits and hyphens were removed. */
  onStripped?: () => void
}

/**
 * Country code (the spec's ten, named in the page language) and a phone input that keeps only digits
 * and hyphens. Most visitors are Korean or Japanese speakers living in the US: a 10-digit number typed
 * under Korea or Japan (the pages' defaults, which want 11) is offered United States +1 in one tap.
 */
export function PhoneFields({ className, labels, errors, country, phone, values, onUseUs, onStripped }: Props) {
  const { names, looksUs, useUs } = labels.phoneCountry
  const offerUs = looksLikeUsPhone(values.phone ?? '', values.country)
  return (
    <div className="phone-fields">
      <div className={className}>
        <Field label={labels.country} error={errors.country}>
          <select {...country}>
            {phoneCountries.map(({ iso, dial }) => (
              <option key={iso} value={iso}>
                {names[iso]} {dial}
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
      {/* Always in the page, so screen readers announce the offer when it appears. */}
      <p className="phone-hint" role="status">
        {offerUs ? looksUs : ''}
      </p>
      {offerUs && (
        <button type="button" className="button button--outline phone-hint__use-us" onClick={onUseUs}>
          {useUs}
        </button>
      )}
    </div>
  )
}

type PhoneForm = UseFormReturn<{ phoneCountryCode?: string; phone?: string }>

/**
 * The two fields' wiring in any form that has them (`phoneCountryCode`, `phone`): registration, what
 * they hold now, and the US offer's switch. After a refused send the error under the number goes with
 * the switch; before it, nothing is checked early.
 */
export function usePhoneFields<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
): Pick<Props, 'country' | 'phone' | 'values' | 'onUseUs'> {
  const phoneForm = form as unknown as PhoneForm
  const [country, phone] = useWatch({ control: phoneForm.control, name: ['phoneCountryCode', 'phone'] })
  return {
    country: phoneForm.register('phoneCountryCode'),
    phone: phoneForm.register('phone'),
    values: { country, phone },
    onUseUs: () => {
      phoneForm.setValue('phoneCountryCode', 'US', { shouldDirty: true })
      if (phoneForm.formState.isSubmitted) void phoneForm.trigger(['phoneCountryCode', 'phone'])
      phoneForm.setFocus('phone')
    },
  }
}
