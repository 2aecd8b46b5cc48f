/**
 * The home-valuation request ("What is my home worth?"), shared by the page's form and
 * POST /api/valuations. The home's facts, then the owner's contact details with the same consent as
 * the contact form. Messages are keys the page translates (src/i18n/messages/*.json, `valuation.errors`
 * and `lead.errors`).
 */
import '../validation/zodConfig'
import { z } from 'zod'

import { localeCodes } from '@/i18n/locales'
import { phoneCountryCodes } from '../countries'
import { allowedStates, propertyTypes } from '../listings/search'
import { plainText, requiredText } from '../validation/plainText'
import { checkEmail, checkPhone } from '../validation/rules'

export const VALUATION_BODY_LIMIT_BYTES = 16 * 1024

/** Homes with rooms: land has no beds or living area to compare. */
export const valuedPropertyTypes = propertyTypes.filter((type) => type !== 'land') as Exclude<(typeof propertyTypes)[number], 'land'>[]

export const LIVING_AREA = { min: 100, max: 50_000 } as const
export const ROOMS_MAX = 20

/** A place name: letters (any script), spaces and . ' - only, with at least two letters. */
export function isPlaceName(value: string): boolean {
  return /^[\p{L}][\p{L} .'-]*$/u.test(value) && (value.match(/\p{L}/gu) ?? []).length >= 2
}

/**
 * A number typed into a form: '' is missing, anything else must read as a number ('abc' is "not a
 * number", not "required"), then within [min, max] in steps of `step`.
 */
function numberField(min: number, max: number, { step = 1, range }: { step?: number; range: string }) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim().replace(/,/g, ''))) : value),
    z
      // Nothing typed is "required"; anything else that did not read as a number (NaN) is "number".
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') })
      .refine((value) => Number.isFinite(value), 'number')
      .refine((value) => value >= min && value <= max && Math.abs(value / step - Math.round(value / step)) < 1e-9, range),
  )
}

const currentYear = () => new Date().getUTCFullYear()

export const valuationSchema = z
  .object({
    realtorId: z.coerce.number({ message: 'required' }).int().positive({ message: 'required' }).max(2_147_483_647, { message: 'required' }),
    locale: z.enum(localeCodes, { message: 'locale' }).optional().default('ko'),
    street: requiredText(120).refine((value) => /[\p{L}\d]/u.test(value), 'street'),
    city: requiredText(60).refine(isPlaceName, 'city'),
    state: z.enum(allowedStates, { message: 'state' }),
    zipcode: plainText(10).refine((value) => /^\d{5}(-\d{4})?$/.test(value), 'zipcode'),
    propertyType: z.enum(valuedPropertyTypes as [string, ...string[]], { message: 'propertyType' }),
    beds: numberField(0, ROOMS_MAX, { range: 'beds' }),
    baths: numberField(0, ROOMS_MAX, { step: 0.5, range: 'baths' }),
    livingArea: numberField(LIVING_AREA.min, LIVING_AREA.max, { range: 'livingArea' }),
    yearBuilt: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      numberField(1800, currentYear() + 1, { range: 'yearBuilt' }).optional(),
    ),
    lastName: requiredText(50),
    firstName: requiredText(50),
    email: plainText(200).refine((v) => !checkEmail(v), 'email'),
    phoneCountryCode: z.enum(phoneCountryCodes, { message: 'country' }),
    phone: requiredText(20),
    message: plainText(2000, { multiline: true }).optional().default(''),
    isTerm: z.preprocess((v) => (v === true ? 'Y' : v === false ? 'N' : v), z.enum(['Y', 'N'], { message: 'flag' })),
    website: z.string().max(200).optional().default(''),
  })
  .superRefine((request, ctx) => {
    const problem = checkPhone(request.phone, request.phoneCountryCode)
    if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem })
  })

export type ValuationInput = z.input<typeof valuationSchema>
export type ValuationRequest = z.output<typeof valuationSchema>

/** What the endpoint answers with its 201, and the page shows. */
export type ValuationAnswer = {
  id: number
  /** estimated: a range is shown; few: under 3 comparables, the agent prepares an analysis; later: the source failed, by e-mail. */
  outcome: 'estimated' | 'few' | 'later'
  estimate: {
    low: number
    value: number
    high: number
    perSqft: number
    comparables: {
      address: string
      soldPrice: number
      livingArea: number | null
      beds: number | null
      baths: number | null
      soldAt: string | null
    }[]
    /** When the source's data is from (ISO), for the MLS notice. */
    asOf: string
    /** Where the sold homes came from: an MLS market (crmls, fmls) or the agent's own listings. */
    source: { kind: 'mls'; market: string } | { kind: 'agent' }
  } | null
}
