import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { isSafeHref } from '@/lib/richText/safeLinks'

type LinkArgs = { node: SerializedLinkNode; nodesToJSX: (args: { nodes: SerializedLinkNode['children'] }) => ReactNode[] }

/** Links with a safe target only; others keep their text and lose the link. New tabs never get `window.opener`. */
function renderLink({ node, nodesToJSX }: LinkArgs) {
  const children = nodesToJSX({ nodes: node.children })
  const href = node.fields.url
  if (!isSafeHref(href)) return <span>{children}</span>
  const newTab = Boolean(node.fields.newTab)
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={/^https?:/i.test(href) ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: renderLink as never,
  autolink: renderLink as never,
})

/** Rich text from the CMS, rendered as React elements (text is escaped; no raw HTML is injected). */
export function RichText({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object') return null
  return <LexicalRichText className="rich-text" data={data as SerializedEditorState} converters={converters} />
}
