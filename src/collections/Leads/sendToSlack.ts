/**
 * POST /api/send-to-slack: the landing lead form. Stores the lead and queues
 * its Slack delivery; the visitor never waits on Slack.
 */
import type { Endpoint } from 'payload'

import { LEAD_BODY_LIMIT_BYTES, leadSchema } from '@/lib/leads/leadSchema'
import { slackWebhookUrl } from '@/integrations/slack/settings'
import { acceptSubmission } from '@/server/submissions'
import { countSubmission } from '../Analytics/countSubmission'

export const sendToSlackEndpoint: Endpoint = {
  path: '/send-to-slack',
  method: 'post',
  handler: (req) =>
    acceptSubmission({
      req,
      collection: 'leads',
      schema: leadSchema,
      bodyLimitBytes: LEAD_BODY_LIMIT_BYTES,
      rateLimit: 'lead',
      counted: (lead) => countSubmission(req, null, { kind: 'lead', locale: lead.locale }),
      store: async (lead) => {
        const forwarding = slackWebhookUrl() ? 'pending' : 'off'
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
            notification: { status: 'pending', attempts: 0 },
          },
        })
        // Same transaction as the lead: no commit, no e-mail; a commit, always one.
        await req.payload.jobs.queue({ task: 'emailLead', input: { leadId: doc.id }, req })
        if (forwarding === 'pending') {
          await req.payload.jobs.queue({ task: 'forwardLead', input: { leadId: doc.id }, req })
        }
        return doc
      },
    }),
}
