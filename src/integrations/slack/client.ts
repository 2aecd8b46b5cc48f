/**
 * The one client of Slack: posts a message to the incoming webhook, within a deadline. Every post
 * carries an `Idempotency-Key`: Slack's webhooks ignore it, but a relay or a receiver that keeps it
 * can drop the repeat a runner sends when it died between Slack's answer and our record.
 */
export const SLACK_TIMEOUT_MS = 5_000

/** Null when Slack took the message; else why not, for the delivery's record. Throws on a network failure. */
export async function postToSlack(
  webhookUrl: string,
  message: unknown,
  idempotencyKey: string,
  timeoutMs = SLACK_TIMEOUT_MS,
): Promise<string | null> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(timeoutMs),
  })
  return response.ok ? null : `Slack answered ${response.status}`
}
