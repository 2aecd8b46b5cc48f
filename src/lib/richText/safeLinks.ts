/**
 * Which link targets CMS text may carry. Anything that could run script or
 * smuggle content (javascript:, data:, vbscript:, protocol-relative //host) is
 * refused on save and rendered as plain text.
 */
const ALLOWED = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

export function isSafeHref(url: unknown): url is string {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  return typeof url === 'string' && ALLOWED.test(url.trim()) && ![...url].some((char) => char.charCodeAt(0) < 0x20)
}

type Node = { type?: string; fields?: { url?: unknown; linkType?: unknown }; children?: unknown }

/** The unsafe link targets in a Lexical editor state (empty when all are safe). */
export function unsafeLinks(editorState: unknown): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, fields, children } = node as Node
    const external = (type === 'link' || type === 'autolink') && fields?.linkType !== 'internal'
    if (external && !isSafeHref(fields?.url)) found.push(String(fields?.url ?? ''))
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit((editorState as { root?: unknown } | null)?.root)
  return found
}
