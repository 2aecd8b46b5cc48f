/**
 * POST /api/send-to-slack: the landing lead form. Validates on the server with
 * the form's own schema, rate-limits per address, stores the lead and queues
 * its Slack delivery in one transaction, and answers without waiting on Slack.
 */
import { commitTransaction, initTransaction, killTransaction, type Endpoint } from 'payload'

import { LEAD_BODY_LIMIT_BYTES, leadSchema } from '@/lib/leads/leadSchema'
import { clientIp } from '@/utilities/clientIp'
import { readJsonBody } from '@/utilities/jsonBody'
import { hitRateLimit, tooManyRequests } from '@/utilities/rateLimit'
import { validationErrors } from '@/utilities/validationErrors'

const LIMIT = Number(process.env.LEAD_RATE_LIMIT ?? 10)
const WINDOW_MS = 10 * 60 * 1000

export const sendToSlack: Endpoint = {
  path: '/send-to-slack',
  method: 'post',
  handler: async (req) => {
    const read = await readJsonBody(req as unknown as Request, LEAD_BODY_LIMIT_BYTES)
    if (!read.ok) return read.response

    const limit = await hitRateLimit(req.payload, `lead:${clientIp(req.headers)}`, LIMIT, WINDOW_MS)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds)

    const parsed = leadSchema.safeParse(read.body)
    if (!parsed.success) return validationErrors(parsed.error)
    const lead = parsed.data
    // Honeypot filled in: a bot. It is told all went well and nothing is kept.
    if (lead.website) return Response.json({ ok: true }, { status: 201 })

    const forwarding = process.env.SLACK_WEBHOOK_URL ? 'pending' : 'off'
    const shouldCommit = await initTransaction(req)
    try {
      const doc = await req.payload.create({
        collection: 'leads',
        req,
        data: {
          name: lead.name,
          area: lead.area,
          phone: lead.phone,
          phoneCountryCode: lead.phoneCountryCode,
          hasSite: lead.hasSite,
          consent: { privacy: true, contact: true, agreedAt: new Date().toISOString(), locale: lead.locale },
          page: lead.page,
          forwarding: { status: forwarding, attempts: 0 },
        },
      })
      if (forwarding === 'pending') {
        await req.payload.jobs.queue({ task: 'forwardLead', input: { leadId: doc.id }, req })
      }
      if (shouldCommit) await commitTransaction(req)
      return Response.json({ id: doc.id }, { status: 201 })
    } catch (error) {
      await killTransaction(req)
      req.payload.logger.error({ msg: 'lead could not be stored', err: (error as Error).message })
      return Response.json(
        { errors: [{ message: 'Your request could not be saved. Please try again in a moment.' }] },
        { status: 500 },
      )
    }
  },
}
