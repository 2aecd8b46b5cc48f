/** Sends a stored contact to the main API (POST /v1/realtor-contacts, 201 = delivered). */
import type { TaskConfig } from 'payload'

import { deliver } from './delivery'
import { DELIVERY_TIMEOUT_MS, deliveryRetries } from './retryPolicy'

export const forwardContact: TaskConfig<'forwardContact'> = {
  slug: 'forwardContact',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const contact = await payload.findByID({ collection: 'contacts', id: input.contactId, depth: 1 })
    if (contact.forwarding?.status === 'delivered') return { output: {} }
    const baseUrl = process.env.MAIN_API_URL
    if (!baseUrl) {
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
      const response = await fetch(new URL('/v1/realtor-contacts', baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(process.env.MAIN_API_TOKEN ? { Authorization: `Bearer ${process.env.MAIN_API_TOKEN}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      return response.status === 201 ? null : `main API answered ${response.status}`
    })
    return { output: {} }
  },
}
