/**
 * Lexical editor state (Payload's rich text) as translation segments: only the `text` of text nodes
 * travels, so formatting, links, headings, lists, breaks and ids cannot be lost or mangled by the
 * service. Read without Lexical itself: lib holds pure rules, and the stored JSON is all we need.
 */
import type { Segments } from './segments'

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const childrenOf = (node: LexicalNode): unknown[] => (Array.isArray(node.children) ? node.children : [])
const isNode = (node: unknown): node is LexicalNode => Boolean(node) && typeof node === 'object'

/** The root node, or null when the value is not an editor state we can read. */
function rootOf(value: unknown): LexicalNode | null {
  const root = isNode(value) ? (value as { root?: unknown }).root : null
  return isNode(root) && Array.isArray(root.children) ? root : null
}

/** Text nodes in document order (depth first, as a reader sees them). */
function textNodes(root: LexicalNode, wanted: (text: string) => boolean): { text: string }[] {
  const found: { text: string }[] = []
  const visit = (node: unknown) => {
    if (!isNode(node)) return
    if (node.type === 'text' && typeof node.text === 'string') {
      if (wanted(node.text)) found.push(node as { text: string })
      return
    }
    childrenOf(node).forEach(visit)
  }
  childrenOf(root).forEach(visit)
  return found
}

export function richTextSegments(value: unknown, wanted: (text: string) => boolean): Segments {
  const root = rootOf(value)
  if (!root) return { texts: [], rebuild: () => value }
  return {
    texts: textNodes(root, wanted).map((node) => node.text),
    rebuild: (translated) => {
      // A copy walked in the same order finds the same nodes; the editor's own value stays as it was.
      const copy = structuredClone(value) as { root: LexicalNode }
      textNodes(copy.root, wanted).forEach((node, i) => (node.text = translated[i] ?? node.text))
      return copy
    },
  }
}

/** Nodes that flow inside a line; anything else with children is a block of its own. */
const INLINE = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])

function inlineText(node: LexicalNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  return blockText(node)
}

/** A block's lines: its inline children run together, each child block on lines of its own. */
function blockText(node: LexicalNode): string {
  const lines: string[] = []
  let line: string | null = null
  for (const child of childrenOf(node)) {
    if (!isNode(child)) continue
    if (INLINE.has(String(child.type))) {
      line = (line ?? '') + inlineText(child)
      continue
    }
    if (line !== null) lines.push(line)
    line = null
    lines.push(blockText(child))
  }
  if (line !== null) lines.push(line)
  return lines.join('\n')
}

/** Plain text of an editor state: block-level children on their own lines, line breaks kept. */
export function richTextDisplay(value: unknown): string {
  const root = rootOf(value)
  return root ? blockText(root) : ''
}
