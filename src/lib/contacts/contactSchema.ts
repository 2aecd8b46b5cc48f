/**
 * The agent-page contact form, shared by the browser form and the endpoint
 * (spec sections 3 and 5). Messages are keys the form translates.
 */
import '../validation/zodConfig'
import { z } from 'zod'

import { localeCodes } from '@/i18n/locales'
import { phoneCountryCodes } from '../countries'
import { plainText, requiredText } from '../validation/plainText'
import { checkEmail, checkPhone } from '../validation/rules'

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024

/** The visitor's details and consent, as every form sending something to an agent asks them. */
export const visitorShape = {
  realtorId: z.coerce.number({ message: 'required' }).int().positive({ message: 'required' }).max(2_147_483_647, { message: 'required' }),
  lastName: requiredText(50),
  firstName: requiredText(50),
  email: plainText(200).refine((v) => !checkEmail(v), 'email'),
  phoneCountryCode: z.enum(phoneCountryCodes, { message: 'country' }),
  phone: requiredText(20),
  message: plainText(2000, { multiline: true }).optional().default(''),
  // Terms consent: a checkbox in the form (ticked by default), Y or N on the wire (spec).
  isTerm: z.preprocess((v) => (v === true ? 'Y' : v === false ? 'N' : v), z.enum(['Y', 'N'], { message: 'flag' })),
  website: z.string().max(200).optional().default(''),
  // The page's language: the visitor's acknowledgement and the agent's replies are written in it.
  locale: z.enum(localeCodes, { message: 'locale' }).optional().default('ko'),
}

/** The phone's digits for its country, beside the phone field. */
export function checkVisitorPhone(visitor: { phone: string; phoneCountryCode: string }, ctx: z.RefinementCtx): void {
  const problem = checkPhone(visitor.phone, visitor.phoneCountryCode)
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem })
}

export const contactSchema = z.object(visitorShape).superRefine(checkVisitorPhone)

export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>

/** Spec: the name is sent as last name followed by first name. */
export function contactName(lastName: string, firstName: string): string {
  return `${lastName.trim()} ${firstName.trim()}`.trim()
}
