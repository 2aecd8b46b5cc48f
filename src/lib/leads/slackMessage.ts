/** The Slack webhook body for a lead: everything sales needs to call back. */
export type LeadForSlack = {
  id: number | string
  name: string
  area: string
  phone: string
  phoneCountryCode: string
  hasSite?: boolean | null
  consent?: { locale?: string | null } | null
  page?: string | null
}

export function slackMessage(lead: LeadForSlack): { text: string } {
  const lines = [
    `*New homepage request* #${lead.id}`,
    `Name: ${lead.name}`,
    `Area: ${lead.area}`,
    `Phone: ${lead.phoneCountryCode} ${lead.phone}`,
    `Has a site: ${lead.hasSite ? 'yes' : 'no'}`,
    `Locale: ${lead.consent?.locale ?? '-'}  Page: ${lead.page ?? '-'}`,
  ]
  return { text: lines.join('\n') }
}

/** For logs: never a whole phone number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`
}
