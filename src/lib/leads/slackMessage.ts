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

/**
 * Slack reads `<…>` as a control sequence (`<!channel>` pings everyone, `<@U…>` a person,
 * `<https://…|text>` a link that shows other text), and `&` starts an entity. What a visitor typed
 * therefore goes in with exactly these three escaped, as Slack's message formatting asks.
 */
export function escapeForSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function slackMessage(lead: LeadForSlack): { text: string } {
  const field = (value: unknown) => escapeForSlack(String(value ?? '-'))
  const lines = [
    `*New homepage request* #${field(lead.id)}`,
    `Name: ${field(lead.name)}`,
    `Area: ${field(lead.area)}`,
    `Phone: ${field(lead.phoneCountryCode)} ${field(lead.phone)}`,
    `Has a site: ${lead.hasSite ? 'yes' : 'no'}`,
    `Locale: ${field(lead.consent?.locale)}  Page: ${field(lead.page)}`,
  ]
  return { text: lines.join('\n') }
}

/** For logs: never a whole phone number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`
}
