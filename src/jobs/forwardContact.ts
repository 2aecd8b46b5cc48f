/**
 * Sends a stored contact to the main API (POST /v1/realtor-contacts, 201 = delivered),
 * as `Idempotency-Key: contact-<id>` on every attempt: a repeat after a runner died
 * between sending and recording is recognisable as the same contact.
 */
import type { TaskConfig } from 'payload'

import { callMainApi, MainApiError, mainApiConfigured } from '@/integrations/mainApi/client'
import { deliver } from './delivery'
import { deliveryRetries } from './retryPolicy'

export const forwardContact: TaskConfig<'forwardContact'> = {
  slug: 'forwardContact',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const contact = await payload.findByID({ collection: 'contacts', id: input.contactId, depth: 1 })
    if (contact.forwarding?.status === 'delivered') return { output: {} }
    if (!mainApiConfigured()) {
      await payload.update({ collection: 'contacts', id: contact.id, data: { forwarding: { status: 'off' } } })
      return { output: {} }
    }
    const realtor = typeof contact.realtor === 'object' ? contact.realtor : null
    const body = {
      // The main API knows the realtor by its own id once synced, else by ours.
      realtorId: realtor?.mainApiId ?? realtor?.id ?? contact.realtor,
      name: contact.name,
      lastName: contact.lastName,
      firstName: contact.firstName,
      email: contact.email,
      phone: contact.phone,
      phoneCountryCode: contact.phoneCountryCode,
      message: contact.message ?? '',
      isTerm: contact.isTerm,
    }
    await deliver(payload, 'contacts', contact, async () => {
      try {
        await callMainApi({ method: 'POST', path: '/v1/realtor-contacts', expect: 201, body, idempotencyKey: `contact-${contact.id}` })
        return null
      } catch (error) {
        // An answer is a refusal to record; no answer (timeout, refused connection) is "unreachable".
        if (error instanceof MainApiError) return error.message
        throw error
      }
    })
    return { output: {} }
  },
}
