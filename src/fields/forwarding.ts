import type { GroupField } from 'payload'

/** Delivery of a submission to a third party (Slack, main API), written by its job. */
export const forwardingField: GroupField = {
  name: 'forwarding',
  type: 'group',
  admin: { position: 'sidebar', readOnly: true },
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      options: ['off', 'pending', 'delivered', 'failed'].map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'deliveredAt', type: 'date' },
    { name: 'lastError', type: 'textarea' },
  ],
}
