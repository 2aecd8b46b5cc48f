/**
 * The landing lead form, one schema for the browser form and the endpoint
 * (spec sections 3 and 5). Error messages are message keys the form translates.
 */
import '../validation/zodConfig'
import { z } from 'zod'

import { localeCodes } from '@/i18n/locales'
import { phoneCountryCodes } from '../countries'
import { plainText, requiredText } from '../validation/plainText'
import { checkPhone } from '../validation/rules'

export const LEAD_BODY_LIMIT_BYTES = 16 * 1024

export const leadSchema = z
  .object({
    name: requiredText(100),
    area: requiredText(200),
    phoneCountryCode: z.enum(phoneCountryCodes, { message: 'country' }),
    phone: requiredText(20),
    // The form's yes / no radios arrive as strings; API clients may send a boolean.
    hasSite: z.preprocess((value) => ({ yes: true, no: false })[value as string] ?? value, z.boolean({ message: 'hasSite' })),
    agreePrivacy: z.literal(true, { message: 'consent' }),
    agreeContact: z.literal(true, { message: 'consent' }),
    /** Honeypot: people never see it, bots fill it in. */
    website: z.string().max(200).optional().default(''),
    locale: z.enum(localeCodes).optional(),
    page: plainText(300).optional(),
  })
  .superRefine((lead, ctx) => {
    const problem = checkPhone(lead.phone, lead.phoneCountryCode)
    if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem })
  })

export type LeadInput = z.input<typeof leadSchema>
export type Lead = z.output<typeof leadSchema>
