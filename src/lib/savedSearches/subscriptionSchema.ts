/**
 * A buyer's request for alerts, shared by the homes search's "alert me" form, the favourites'
 * "e-mail me my favourites" form and POST /api/saved-searches/subscribe. Either a search (the homes
 * search's filters, as its URL names them) or a list of favourite homes. Messages are keys the
 * forms translate (the contact form's keys, plus `consent` and `favourites`).
 */
import '../validation/zodConfig'
import { z } from 'zod'

import { phoneCountryCodes } from '../countries'
import { plainText } from '../validation/plainText'
import { checkEmail, checkPhone } from '../validation/rules'

export const SUBSCRIPTION_BODY_LIMIT_BYTES = 16 * 1024
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]
/** Homes one favourites list follows at most. */
export const MAX_FAVOURITES = 50
/** Saved searches (and favourites lists) one address may keep with one agent. */
export const MAX_SAVED_SEARCHES_PER_AGENT = 20

const queryValue = z.string().trim().max(80).optional()

/** The homes search's URL query (type, propertyType, status, state, city, photos); parsed again by parseListingSearch. */
export const searchQuerySchema = z
  .object({ type: queryValue, propertyType: queryValue, status: queryValue, state: queryValue, city: queryValue, photos: queryValue })
  .strict()

/** A favourite: the listing's id and the query of its link (`from=agent`, a search's filters, or empty for a local listing). */
export const favouriteSchema = z.object({
  id: z.string().trim().min(1).max(120),
  from: z.string().trim().max(400).optional().default(''),
})

export const subscriptionSchema = z
  .object({
    realtorId: z.coerce.number({ message: 'required' }).int().positive({ message: 'required' }).max(2_147_483_647, { message: 'required' }),
    locale: z.enum(['ko', 'en', 'ja'], { message: 'required' }),
    email: plainText(200).refine((v) => !checkEmail(v), 'email'),
    name: plainText(100).optional().default(''),
    phoneCountryCode: z.enum(phoneCountryCodes, { message: 'country' }).optional(),
    phone: plainText(20).optional().default(''),
    frequency: z.enum(alertFrequencies, { message: 'required' }),
    // Consent is ticked by the buyer, never assumed: only `true` passes.
    consent: z.literal(true, { message: 'consent' }),
    search: searchQuerySchema.optional(),
    favourites: z.array(favouriteSchema).max(MAX_FAVOURITES, { message: 'favourites' }).optional(),
    website: z.string().max(200).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.phone) {
      const problem = checkPhone(value.phone, value.phoneCountryCode)
      if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem })
    }
    const hasSearch = Boolean(value.search)
    const hasFavourites = Boolean(value.favourites?.length)
    if (hasSearch === hasFavourites) ctx.addIssue({ code: 'custom', path: [hasSearch ? 'favourites' : 'search'], message: 'favourites' })
  })

export type SubscriptionInput = z.input<typeof subscriptionSchema>
export type Subscription = z.output<typeof subscriptionSchema>
