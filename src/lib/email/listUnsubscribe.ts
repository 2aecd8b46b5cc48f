/**
 * One-click unsubscribe (RFC 8058 with RFC 2369's List-Unsubscribe): mail clients show an
 * "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the URL, with no page and no
 * sign-in. Every e-mail we send to the public carries these headers and a link in its body.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
