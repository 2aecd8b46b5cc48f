/**
 * Slack, where landing leads are posted: SLACK_WEBHOOK_URL (an incoming webhook; unset: leads are
 * stored, not forwarded). Read at every call; every reader asks here.
 */
type Env = Record<string, string | undefined>

export function slackWebhookUrl(env: Env = process.env): string | null {
  return env.SLACK_WEBHOOK_URL?.trim() || null
}
