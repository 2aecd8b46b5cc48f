import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Rich text from the CMS, rendered as React elements (no raw HTML injection). */
export function RichText({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object') return null
  return <LexicalRichText className="rich-text" data={data as SerializedEditorState} />
}
